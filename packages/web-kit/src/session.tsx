import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import {
  type LoginRequest,
  type ReadingProgress,
  type RegisterRequest,
  type RegisterResponse,
  registerResponseSchema,
  type User,
  type UserResponse,
  userResponseSchema,
} from '@bedtime/contracts';
import { apiJson, apiJsonUnlessSignedOut, apiRequest, errorMessage } from './api-client';
import { FAVORITES_QUERY_KEY, STORIES_QUERY_KEY, USER_QUERY_KEY } from './query-keys';
import { useToast } from './toast';
import { clearKeptStories } from './offline/kept-stories';
import { isNetworkFailure, isOnline } from './offline/online-status';
import { clearPendingProgress, sendPendingProgress } from './offline/pending-progress';
import { rememberUser, rememberedUser } from './offline/remembered-user';

interface SessionValue {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginRequest>;
  registerMutation: UseMutationResult<RegisterResponse, Error, RegisterRequest>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in user for the shell and every remote (one provider, shared as a federation singleton). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async (context): Promise<UserResponse | null> => {
      try {
        const answer = await apiJsonUnlessSignedOut(userResponseSchema, '/api/user', { signal: context.signal });
        // The session ended on the server (expired, or signed out elsewhere): what the account kept here goes
        // too. Its unsent progress stays, keyed by account, and is sent when it signs in again.
        const before = rememberedUser();
        if (before && !answer?.user) {
          await clearKeptStories(before.id).catch((error: unknown) => console.error('Clearing the kept stories failed', error));
        }
        rememberUser(answer?.user ?? null);
        return answer;
      } catch (error) {
        // No network: the account last signed in here, so its kept stories open (docs/offline.md).
        const remembered = isNetworkFailure(error) ? rememberedUser() : null;
        if (remembered) return { user: remembered };
        throw error;
      }
    },
    select: (data) => data?.user ?? null,
  });
  const userId = userQuery.data?.id ?? null;
  useOfflineSync(userId);

  const signedIn = (user: User) => {
    queryClient.setQueryData(USER_QUERY_KEY, { user });
    void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
  };

  const loginMutation = useMutation({
    mutationFn: async (credentials: LoginRequest) => (await apiJson(userResponseSchema, 'POST', '/api/login', credentials)).user,
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: 'Welcome back!', description: "You've successfully logged in." });
    },
    onError: () => toast({ title: 'Login failed', description: 'Please check your email and password.', variant: 'destructive' }),
  });

  const registerMutation = useMutation({
    mutationFn: async (input: RegisterRequest) => await apiJson(registerResponseSchema, 'POST', '/api/register', input),
    onSuccess: ({ user, gift }) => {
      signedIn(user);
      // A gift code given at sign-up is redeemed at once: the welcome says what it brought, or why not.
      if (gift?.redeemed) toast({ title: 'Welcome! Your gift is on', description: `Your account has been created. ${gift.message}` });
      else if (gift)
        toast({
          title: 'Welcome!',
          description: `Your account has been created and your 7-day free trial has started, but the gift code was not applied: ${gift.message}`,
          variant: 'destructive',
        });
      else toast({ title: 'Welcome!', description: 'Your account has been created. Enjoy your 7-day free trial!' });
    },
    onError: (error) => toast({ title: 'Registration failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      // Progress listened offline goes before the account's local copy does.
      if (userId) await sendPendingProgress(userId, saveProgress).catch(() => 0);
      await apiRequest('POST', '/api/logout');
      // Nobody signed in after this may see what the account kept on the device.
      rememberUser(null);
      if (userId)
        await Promise.all([clearKeptStories(userId), clearPendingProgress(userId)]).catch((error: unknown) =>
          console.error('Clearing the kept stories failed', error),
        );
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ title: 'Logged out', description: "You've been successfully logged out." });
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
  });

  const value = useMemo<SessionValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [userQuery.data, userQuery.isLoading, userQuery.error, loginMutation, registerMutation, logoutMutation],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

async function saveProgress(storyId: string, progress: ReadingProgress): Promise<void> {
  await apiRequest('POST', `/api/stories/${encodeURIComponent(storyId)}/progress`, progress);
}

/**
 * When the network comes back: the session is asked again (it may have ended meanwhile) and the progress
 * listened offline is sent, then the story queries re-read so the server's copy shows.
 */
function useOfflineSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      if (!isOnline()) return;
      sendPendingProgress(userId, saveProgress)
        .then((sent) => {
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
        })
        .catch((error: unknown) => console.error('Sending the progress kept offline failed', error));
    };
    const back = () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      sync();
    };
    sync();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [userId, queryClient]);
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
