/**
 * What other features may use of the account's own controls: the profile's data download and
 * its "Delete account" danger zone. The public /goodbye page is loaded by the router.
 */
export { DataDownloadCard } from './data-download-card';
export { DeleteAccountCard } from './delete-account-card';
