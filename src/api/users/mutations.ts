import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/store';
import type { UserInput } from './contract';
import { type UserRef, createUser, deleteUser, setUserStatus, updateOwnProfile, updateUser, userKeys } from './queries';

// The server stores e-mail addresses in lowercase; the detail key must match the one the view used.
const detailKey = (ref: UserRef) => userKeys.detail({ orgId: ref.orgId, email: ref.email.toLowerCase() });

/**
 * Every list may hold the user, and the user's own entry changed. Returned to the mutation, so
 * `mutateAsync` settles once the lists on screen have reloaded.
 */
const invalidateUser = (queryClient: QueryClient, ref: UserRef) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: detailKey(ref) }),
  ]);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, confirmExisting = false }: { input: UserInput; confirmExisting?: boolean }) =>
      createUser(input, confirmExisting),
    onSuccess: (_, { input }) => invalidateUser(queryClient, input),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_, input) => invalidateUser(queryClient, input),
  });
}

/** Enable (Active) or disable (Suspended). A refusal may mean the list is stale, so it reloads either way. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, status }: { ref: UserRef; status: 'Active' | 'Suspended' }) => setUserStatus(ref, status),
    onSettled: (_, __, { ref }) => invalidateUser(queryClient, ref),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: async (_, error, ref) => {
      // A deleted user's entry would only refetch into a 'not found'.
      if (!error) queryClient.removeQueries({ queryKey: detailKey(ref) });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** The Profile page's save: the person's own records everywhere, so every user entry may be stale. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (saved) => {
      // The header shows the session's name: it changes with the record, without a new sign-in.
      const { user } = sessionStore.get();
      if (user) sessionStore.set({ user: { ...user, givenName: saved.firstName, familyName: saved.lastName } });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
