// The language worker's entry: the card language service, exposed to the page over Comlink.
import { expose } from 'comlink';
import { CardLanguage } from './api';

expose(new CardLanguage());
