import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactEndpoints, type ContactListQuery, type ContactMessage } from '@campus/contracts';
import {
  endpointKey,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
  useWaitingCount,
} from '../../lib/endpoint-client';

/** Send a message with the public contact form. */
export const useSendContact = () => useEndpointMutation(contactEndpoints.send);

/** The contact messages, newest first (admins). */
export function useContactMessages(query: ContactListQuery) {
  return useEndpointList(contactEndpoints.list, { query });
}

/** How many contact messages are not handled yet; undefined while it loads (the queue's badge and `/admin`). */
export function useContactWaitingCount(): number | undefined {
  return useWaitingCount(contactEndpoints.countWaiting, {});
}

/** One contact message (admins). */
export function useContactMessage(contactId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(contactEndpoints.get, { params: { contact_id: contactId } }),
    enabled,
  });
}

/** Shows a changed message at once: the answer is that message as it now is. */
function useShowChangedMessage() {
  const queryClient = useQueryClient();
  return (message: ContactMessage) => {
    queryClient.setQueryData(
      endpointKey(contactEndpoints.get, { params: { contact_id: message.contact_id } }),
      message,
    );
  };
}

/** Mark a message handled (admins). */
export function useMarkContactHandled() {
  return useEndpointMutation(contactEndpoints.markHandled, { onSuccess: useShowChangedMessage() });
}

/** Answer a message: the answer goes by e-mail, and the message is handled. */
export function useReplyToContact() {
  return useEndpointMutation(contactEndpoints.reply, { onSuccess: useShowChangedMessage() });
}
