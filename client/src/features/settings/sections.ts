/**
 * The settings' sections, in the order the list and the side navigation show them, and every
 * word of the settings screens (docs/product.md#profile-and-account-settings).
 */
import { Lock, Mail, Share2, ShieldCheck, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export const SETTINGS_TEXTS = {
  title: 'Settings',
  intro: 'How you sign in, what you keep and share, and the email you get from us.',
  allSettings: 'All settings',
  passwordTitle: 'Password',
  passwordAbout: 'Change the password you sign in with. That signs out every other device too.',
  changePassword: 'Change Password',
} as const;

export type SettingsSectionId = 'security' | 'privacy' | 'sharing' | 'email';

export type SettingsSection = {
  id: SettingsSectionId;
  path: string;
  title: string;
  about: string;
  icon: LucideIcon;
};

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'security',
    path: paths.settingsSecurity,
    title: 'Security & devices',
    about:
      'Your password, the devices signed in to your account, and a check that your records are unaltered.',
    icon: ShieldCheck,
  },
  {
    id: 'privacy',
    path: paths.settingsPrivacy,
    title: 'Privacy & your data',
    about: 'Who is who, a copy of everything you have entered, and deleting your account.',
    icon: Lock,
  },
  {
    id: 'sharing',
    path: paths.settingsSharing,
    title: 'Sharing',
    about: 'Read-only links to your records for your lawyer or mediator.',
    icon: Share2,
  },
  {
    id: 'email',
    path: paths.settingsEmail,
    title: 'Email',
    about: 'Tips and news by email, on or off.',
    icon: Mail,
  },
];
