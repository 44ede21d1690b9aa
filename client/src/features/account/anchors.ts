import { paths } from '@/config/paths';

/** The account cards in Privacy & your data that other pages link to (`/settings/privacy#your-data`). */
export const ACCOUNT_ANCHORS = {
  yourData: 'your-data',
  deleteAccount: 'delete-account',
} as const;

export const accountLinks = {
  yourData: `${paths.settingsPrivacy}#${ACCOUNT_ANCHORS.yourData}`,
  deleteAccount: `${paths.settingsPrivacy}#${ACCOUNT_ANCHORS.deleteAccount}`,
} as const;
