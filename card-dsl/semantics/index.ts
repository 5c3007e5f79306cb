// The semantic checker's public surface.
export { check, checkFile, cardId, slugify, type CheckInput, type CheckOptions, type FileDiagnostic } from './checker';
export { defaultChecks } from './checks/index';
export { mergeChecks, type Check, type CheckContext, type CheckRegistry, type SetIndex, type CardEntry } from './registry';
export { suggest, hintText, editDistance } from './suggest';
export type { NodeKindName, NodeKinds } from './tree';
export { checkNamesInScope, type ScopeSet } from './scope';
