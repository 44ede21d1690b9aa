/**
 * The settings' sections, in the order the list and the side navigation show them, and every
 * word of the settings screens (docs/product.md#profile-and-account-settings).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { Lock, Mail, Share2, ShieldCheck, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export const SETTINGS_TEXTS = liveTexts({
  title: msg`Settings`,
  intro: msg`How you sign in, what you keep and share, and the email you get from us.`,
  allSettings: msg`All settings`,
  passwordTitle: msg`Password`,
  passwordAbout: msg`Change the password you sign in with. That signs out every other device too.`,
  changePassword: msg`Change Password`,
});

export type SettingsSectionId = 'security' | 'privacy' | 'sharing' | 'email';

export type SettingsSection = {
  id: SettingsSectionId;
  path: string;
  title: MessageDescriptor;
  about: MessageDescriptor;
  icon: LucideIcon;
};

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'security',
    path: paths.settingsSecurity,
    title: msg`Security & devices`,
    about: msg`Your password, the devices signed in to your account, and a check that your records are unaltered.`,
    icon: ShieldCheck,
  },
  {
    id: 'privacy',
    path: paths.settingsPrivacy,
    title: msg`Privacy & your data`,
    about: msg`Who is who, a copy of everything you have entered, and deleting your account.`,
    icon: Lock,
  },
  {
    id: 'sharing',
    path: paths.settingsSharing,
    title: msg`Sharing`,
    about: msg`Read-only links to your records for your lawyer or mediator.`,
    icon: Share2,
  },
  {
    id: 'email',
    path: paths.settingsEmail,
    title: msg`Email`,
    about: msg`Tips and news by email, on or off.`,
    icon: Mail,
  },
];
