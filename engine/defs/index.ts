export * from './values';
export * from './effects';
export * from './cards';
export * from './set-file';
export * from './variants';
export * from './vocabulary';
export * from './faces';
