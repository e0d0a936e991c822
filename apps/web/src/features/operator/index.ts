// The operator feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { OPERATOR_PATHS } from './model/operator-paths';
export { type OperatorAccess, useOperatorAccess } from './use-operator-access';
