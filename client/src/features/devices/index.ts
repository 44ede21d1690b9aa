/**
 * What other features may use of devices and sign-ins: the panel that lists them (the
 * Security & devices settings show it). The /devices and emailed sign-out pages are loaded by
 * the router.
 */
export { DevicesPanel } from './devices-panel';
