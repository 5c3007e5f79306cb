// The card faces' worker: the language service holding the workspace's card files.
import { expose } from 'comlink';
import { createFacesApi } from './api';

expose(createFacesApi());
