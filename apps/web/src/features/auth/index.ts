// The auth feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { authenticate } from './api/authenticate';
export { authKeys } from './api/auth-keys';
export { meQueryOptions } from './api/get-me';
export { CodeEntry } from './components/code-entry';
export { PhoneField } from './components/phone-field';
export { displayNumber } from './model/display-number';
export { fieldErrorText } from './model/field-error-text';
export { initialsOf } from './model/initials';
export { personalDetailsFields } from './model/signup-details-schema';
export { type OtpSend, otpSendFrom } from './model/otp-send';
export { onLogout } from './session/logout-hooks';
export { type AuthState, isRegisteredSession } from './store/auth-state';
export { authStore } from './store/auth-store';
export { readStorage, writeStorage } from './store/browser-storage';
export { useAuth } from './store/use-auth';
