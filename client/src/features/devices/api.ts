/**
 * The Devices and sign-ins page's requests: the signed-in browsers (GET /api/account/sessions),
 * the sign-in history (GET /api/account/sign-ins), signing one browser out (DELETE …/:id) or all
 * the others (POST …/sign-out-others; with hosted Supabase, supabase-js's signOut with scope
 * 'others', as its API lists no sessions), and the emailed link's sign-out. Answers are read
 * through the shared schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { getSupabase, useAuth } from '@/features/auth';
import { apiRequest, requestParsed } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import {
  type DeviceSession,
  deviceSessionsSchema,
  signInsSchema,
  signOutLinkResponseSchema,
  signOutOthersSchema,
} from '@shared/devices';
import { deviceName } from './format';
import { DEVICES_TEXTS } from './texts';

const devicesKeys = {
  all: ['devices'] as const,
  sessions: () => [...devicesKeys.all, 'sessions'] as const,
  signIns: () => [...devicesKeys.all, 'sign-ins'] as const,
  lastSignIn: () => [...devicesKeys.all, 'last-sign-in'] as const,
};

export function useDeviceSessions({ enabled }: { enabled: boolean }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: devicesKeys.sessions(),
    queryFn: () => requestParsed(deviceSessionsSchema, 'GET', API_PATHS.deviceSessions),
    retry: retryUnlessRefused,
    enabled: enabled && user !== null,
  });
}

export function useSignIns({ enabled }: { enabled: boolean }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: devicesKeys.signIns(),
    queryFn: () => requestParsed(signInsSchema, 'GET', API_PATHS.signIns),
    retry: retryUnlessRefused,
    enabled: enabled && user !== null,
  });
}

/** Hosted Supabase: when this account last signed in, as its session says (null: unknown). */
export function useLastSignIn({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: devicesKeys.lastSignIn(),
    queryFn: async () => {
      const { data } = await (await getSupabase()).auth.getSession();
      return data.session?.user.last_sign_in_at ?? null;
    },
    enabled,
  });
}

/** DELETE /api/account/sessions/:id; the list drops it at once, then reloads. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (session: DeviceSession) =>
      apiRequest('DELETE', API_PATHS.deviceSession(session.id)),
    onSuccess: (_answer, session) => {
      queryClient.setQueryData(devicesKeys.sessions(), (list?: { sessions: DeviceSession[] }) =>
        list ? { sessions: list.sessions.filter(({ id }) => id !== session.id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: devicesKeys.all });
      toast({
        title: DEVICES_TEXTS.signedOutOneTitle,
        description: DEVICES_TEXTS.signedOutOne(deviceName(session)),
      });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: devicesKeys.sessions() });
      toast({
        title: DEVICES_TEXTS.signOutFailedTitle,
        description: DEVICES_TEXTS.signOutFailed,
        variant: 'destructive',
      });
    },
  });
}

/**
 * Every other browser signed out at once: through the API with the built-in sign-in (it says
 * how many), through supabase-js with hosted Supabase (it does not).
 */
export function useSignOutOtherSessions({ isHosted }: { isHosted: boolean }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (): Promise<number | null> => {
      if (isHosted) {
        const { error } = await (await getSupabase()).auth.signOut({ scope: 'others' });
        if (error) throw error;
        return null;
      }
      const answer = await requestParsed(
        signOutOthersSchema,
        'POST',
        API_PATHS.signOutOtherSessions,
      );
      return answer.signed_out;
    },
    onSuccess: (count) => {
      void queryClient.invalidateQueries({ queryKey: devicesKeys.all });
      toast({
        title: DEVICES_TEXTS.signedOutOthersTitle,
        ...(count !== null && { description: DEVICES_TEXTS.signedOutOthers(count) }),
      });
    },
    onError: () => {
      toast({
        title: DEVICES_TEXTS.signOutFailedTitle,
        description: DEVICES_TEXTS.signOutFailed,
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/account/sign-out-link: the emailed link's token; no session needed. */
export function useSignOutWithLink() {
  return useMutation({
    mutationFn: (token: string) =>
      requestParsed(
        signOutLinkResponseSchema,
        'POST',
        API_PATHS.signOutLink,
        { token },
        { anonymous: true },
      ),
  });
}
