/**
 * Professional access for the owner: the profile's card leading to the Sharing page (which the
 * router loads from its own module).
 */
export { SharingCard } from './sharing-card';
