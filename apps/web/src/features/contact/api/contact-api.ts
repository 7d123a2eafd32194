import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contactMessagePageSchema,
  contactMessageSchema,
  contactReceiptSchema,
  type ContactMessage,
  type ContactMessagePage,
  type ContactReceipt,
  type ContactStatus,
  type ContactWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface ContactListParams {
  q: string;
  /** 'all' for every status. */
  status: ContactStatus | 'all';
  page: number;
  page_size: number;
}

export const contactKeys = {
  all: ['contacts'] as const,
  list: (params: ContactListParams) => [...contactKeys.all, 'list', params] as const,
  one: (contactId: string) => [...contactKeys.all, 'one', contactId] as const,
};

/** `POST contacts` (public). */
export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactWriteInput): Promise<ContactReceipt> =>
      withProblem(async () =>
        contactReceiptSchema.parse(await api.post('contacts', { json: input }).json<unknown>()),
      ),
  });
}

/** `GET admin/contacts` (admins). */
export function useContactMessages(params: ContactListParams) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: (): Promise<ContactMessagePage> => {
      const searchParams = new URLSearchParams({
        page: String(params.page),
        page_size: String(params.page_size),
      });
      if (params.q !== '') searchParams.set('q', params.q);
      if (params.status !== 'all') searchParams.set('status', params.status);
      return withProblem(async () =>
        contactMessagePageSchema.parse(
          await api.get('admin/contacts', { searchParams }).json<unknown>(),
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET admin/contacts/{contact_id}` (admins). */
export function useContactMessage(contactId: string, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.one(contactId),
    enabled,
    queryFn: () =>
      withProblem(async () =>
        contactMessageSchema.parse(
          await api.get(`admin/contacts/${encodeURIComponent(contactId)}`).json<unknown>(),
        ),
      ),
  });
}

function useContactChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<ContactMessage> =>
      withProblem(async () => contactMessageSchema.parse(await call(input))),
    onSuccess: (message) => {
      queryClient.setQueryData(contactKeys.one(message.contact_id), message);
      void queryClient.invalidateQueries({ queryKey: [...contactKeys.all, 'list'] });
    },
  });
}

/** `POST admin/contacts/{contact_id}/handled`. */
export function useMarkContactHandled() {
  return useContactChange((contactId: string) =>
    api.post(`admin/contacts/${encodeURIComponent(contactId)}/handled`).json<unknown>(),
  );
}

/** `POST admin/contacts/{contact_id}/reply`: the answer goes by e-mail. */
export function useReplyToContact() {
  return useContactChange(({ contactId, message }: { contactId: string; message: string }) =>
    api
      .post(`admin/contacts/${encodeURIComponent(contactId)}/reply`, { json: { message } })
      .json<unknown>(),
  );
}
