import type { DocumentProviders } from './features/assistant/assistant-indexer';
import { listFaqDocuments } from './features/assistant/assistant-indexer';
import { listCourseDocuments } from './features/courses/course-documents';
import { listDevLogDocuments } from './features/dev-log/dev-log-documents';
import { eventDocumentsProvider } from './features/events/event-documents';
import { listInformationDocuments } from './features/information/information-documents';
import { listPoolDocuments, listQaDocuments } from './features/questions/question-documents';

/**
 * What the assistant indexes, from the features that own it (ASSISTANT.md,
 * "Index"): each feature decides its documents' visibility. Composed here,
 * beside app.ts, because the demo seed builds the index too.
 */
export function assistantDocumentProviders(now?: () => Date): DocumentProviders {
  return {
    course: listCourseDocuments,
    // Experiences are indexed with their course (one unit), so that its ratings follow them.
    experience: async () => [],
    qa: listQaDocuments,
    pool: listPoolDocuments,
    information: listInformationDocuments,
    faq: listFaqDocuments,
    dev_log: listDevLogDocuments,
    event: eventDocumentsProvider(now),
  };
}
