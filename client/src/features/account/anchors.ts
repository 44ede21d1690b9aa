import { paths } from '@/config/paths';

/** The profile's account cards that other pages link to (`/profile#your-data`). */
export const ACCOUNT_ANCHORS = {
  yourData: 'your-data',
  deleteAccount: 'delete-account',
} as const;

export const accountLinks = {
  yourData: `${paths.profile}#${ACCOUNT_ANCHORS.yourData}`,
  deleteAccount: `${paths.profile}#${ACCOUNT_ANCHORS.deleteAccount}`,
} as const;
