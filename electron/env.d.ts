/** The package version, substituted by the build (scripts/build.mjs). */
declare const __CARDWRIGHT_VERSION__: string;
