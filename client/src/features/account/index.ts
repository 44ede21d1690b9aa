/**
 * What other features may use of the account's own controls: the profile's data download, its
 * email preferences, its "Who is who" (and the labels every screen reads from it) and its
 * "Delete account" danger zone. The public /goodbye and /unsubscribe
 * pages are loaded by the router.
 */
export { DataDownloadCard } from './data-download-card';
export { DeleteAccountCard } from './delete-account-card';
export { EmailPreferencesCard } from './email-preferences-card';
export { accountLinks } from './anchors';
export { PartiesCard } from './parties-card';
export { PartiesForm } from './parties-form';
export {
  dismissPartiesPrompt,
  isPartiesPromptDismissed,
  PARTIES_TEXTS,
  useParties,
  useSpouseLabels,
} from './parties';
