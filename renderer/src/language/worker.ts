// The language worker's entry: the card language service, exposed to the page over Comlink,
// with the sets bundled with the studio (compiled when the page is built) for the deck builder.
import { expose } from 'comlink';
import bundled from 'virtual:cardwright/bundled-sets';
import { CardLanguage } from './api';

expose(new CardLanguage(bundled));
