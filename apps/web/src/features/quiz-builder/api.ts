import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  qbBundleEndpoints,
  qbQuestionEndpoints,
  qbQuizEndpoints,
  qbResponseEndpoints,
  qbTransferEndpoints,
  quizBuilderEndpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type QbMatter,
  type QbOption,
  type QbPhrase,
  type QbQuizImportResult,
} from '@campus/contracts';
import {
  callEndpoint,
  downloadEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
} from '../../lib/endpoint-client';
import { saveFile } from '../../lib/save-file';

/**
 * The quiz builder's calls (admins): the library (matters, options, phrases,
 * questions), quizzes with their analysis, exports and import, bundles and
 * responses. Every change refreshes the whole builder.
 */

const library = quizBuilderEndpoints;
const questions = qbQuestionEndpoints;
const quizzes = qbQuizEndpoints;
const bundles = qbBundleEndpoints;
const responses = qbResponseEndpoints;

/** What a list endpoint takes in its query string. */
export type ListPageQuery<E extends Endpoint> = Exclude<EndpointInput<E>['query'], undefined>;

/** A detail read, left off while its id is undefined. */
function useDetail<E extends Endpoint>(endpoint: E, id: unknown, input: EndpointInput<E>) {
  return useQuery({ ...endpointQuery(endpoint, input), enabled: id !== undefined });
}

/** One page of a list: the previous page stays on screen while the next one loads. */
const keepPage = { placeholderData: keepPreviousData } as const;

/**
 * A delete that first forgets the deleted thing, so its open page does not
 * read it again (a 404) before it leaves, then refreshes the builder.
 */
function useRemove<E extends Endpoint>(endpoint: E, read: Endpoint) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSuccess: async (_output, input) => {
      const { params } = input as { params: object };
      queryClient.removeQueries({ queryKey: [read.feature, read.name, { params }] });
      await queryClient.invalidateQueries({ queryKey: [endpoint.feature] });
    },
  });
}

/** Keeps a saved thing as its page will read it (`read` with the input `inputOf` gives). */
function useKeepRead<E extends Endpoint>(
  read: E,
  inputOf: (saved: EndpointOutput<E>) => EndpointInput<E>,
) {
  const queryClient = useQueryClient();
  return (saved: EndpointOutput<E>) => {
    queryClient.setQueryData(endpointKey(read, inputOf(saved)), saved);
  };
}

// ─── The library ────────────────────────────────────────────────────────────

export const useMatters = (query: ListPageQuery<typeof library.listMatters>) =>
  useEndpointList(library.listMatters, { query });
export const useMatter = (matterId: string | undefined) =>
  useDetail(library.getMatter, matterId, { params: { matter_id: matterId ?? '' } });
export const useCreateMatter = () => useEndpointMutation(library.createMatter);
export const useUpdateMatter = () => useEndpointMutation(library.updateMatter);
export const useRemoveMatter = () => useRemove(library.removeMatter, library.getMatter);

export const useOptions = (query: ListPageQuery<typeof library.listOptions>) =>
  useEndpointList(library.listOptions, { query });
export const useOption = (optionId: string | undefined) =>
  useDetail(library.getOption, optionId, { params: { option_id: optionId ?? '' } });
export const useCreateOption = () => useEndpointMutation(library.createOption);
export const useUpdateOption = () => useEndpointMutation(library.updateOption);
export const useRemoveOption = () => useRemove(library.removeOption, library.getOption);

export const usePhrases = (query: ListPageQuery<typeof library.listPhrases>) =>
  useEndpointList(library.listPhrases, { query });
export const usePhrase = (phraseId: string | undefined) =>
  useDetail(library.getPhrase, phraseId, { params: { phrase_id: phraseId ?? '' } });
export const useCreatePhrase = () => useEndpointMutation(library.createPhrase);
export const useUpdatePhrase = () => useEndpointMutation(library.updatePhrase);
export const useRemovePhrase = () => useRemove(library.removePhrase, library.getPhrase);

export const useQuestions = (query: ListPageQuery<typeof questions.listQuestions>) =>
  useEndpointList(questions.listQuestions, { query });
export const useQuestion = (questionId: string | undefined) =>
  useDetail(questions.getQuestion, questionId, { params: { question_id: questionId ?? '' } });
export const useCreateQuestion = () => useEndpointMutation(questions.createQuestion);
export const useUpdateQuestion = () => useEndpointMutation(questions.updateQuestion);
export const useRemoveQuestion = () => useRemove(questions.removeQuestion, questions.getQuestion);

/** The library lists a search select searches as the admin types. */
export const qbSearchLists = {
  matter: library.listMatters,
  option: library.listOptions,
  phrase: library.listPhrases,
} as const;
export type QbSearchEntity = keyof typeof qbSearchLists;
interface QbSearchItems {
  matter: QbMatter;
  option: QbOption;
  phrase: QbPhrase;
}
export type QbSearchItem<Entity extends QbSearchEntity> = QbSearchItems[Entity];

/** The first 25 things of a library list that match `q`, in the reader's language. */
export function useQbSearch<Entity extends QbSearchEntity>(
  entity: Entity,
  query: { q: string; page_size: number; lang: 'en' | 'tr' },
) {
  const list: (typeof qbSearchLists)[QbSearchEntity] = qbSearchLists[entity];
  return useQuery({
    ...endpointQuery(list, { query }),
    ...keepPage,
    // The items are those of the entity's own list.
    select: (page) => page.items as QbSearchItem<Entity>[],
  });
}

// ─── Quizzes ────────────────────────────────────────────────────────────────

export const useQuizzes = (query: ListPageQuery<typeof quizzes.listQuizzes>) =>
  useEndpointList(quizzes.listQuizzes, { query });

/** Every quiz whose title matches, for pickers (first 100). */
export const useQuizOptions = (q: string) => useQuizzes({ q, page: 1, page_size: 100 });

export const useQuiz = (quizId: string | undefined) =>
  useDetail(quizzes.getQuiz, quizId, { params: { quiz_id: quizId ?? '' } });

/** Keeps the saved quiz as its page will read it. */
const useKeepQuiz = () =>
  useKeepRead(quizzes.getQuiz, (quiz) => ({ params: { quiz_id: quiz.quiz_id } }));
export const useCreateQuiz = () =>
  useEndpointMutation(quizzes.createQuiz, { onSuccess: useKeepQuiz() });
export const useUpdateQuiz = () =>
  useEndpointMutation(quizzes.updateQuiz, { onSuccess: useKeepQuiz() });
export const useRemoveQuiz = () => useRemove(quizzes.removeQuiz, quizzes.getQuiz);

export const useQuizAnalysis = (quizId: string) =>
  useQuery(endpointQuery(responses.getQuizAnalysis, { params: { quiz_id: quizId } }));

/** Questions matching a search, for the quiz form's picker and the duplicate warning. */
export const useQuestionSearch = (q: string, enabled = true) =>
  useQuery({
    ...endpointQuery(questions.listQuestions, { query: { q, page_size: 25 } }),
    ...keepPage,
    enabled,
  });

// ─── Downloads ──────────────────────────────────────────────────────────────

const downloads = {
  'responses.csv': responses.exportResponsesCsv,
  'responses.json': responses.exportResponsesJson,
  export: qbTransferEndpoints.exportQuiz,
} as const;
export type QuizDownload = keyof typeof downloads;

/** Fetches a quiz's file with the session's token and saves it under the server's name. */
export async function downloadQuizFile(quizId: string, kind: QuizDownload): Promise<string> {
  const fallback = kind === 'export' ? `quiz-${quizId}.json` : `quiz-${quizId}-${kind}`;
  const { blob, fileName } = await downloadEndpoint(
    downloads[kind],
    { params: { quiz_id: quizId } },
    fallback,
  );
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadQuizFile() {
  return useMutation({
    mutationFn: ({ quizId, kind }: { quizId: string; kind: QuizDownload }) =>
      downloadQuizFile(quizId, kind),
  });
}

export type QbImportCounts = QbQuizImportResult['created'];

/** The file goes out as it was read: the server judges a broken one (400) and says why. */
const importAsRead = { ...qbTransferEndpoints.importQuiz, body: z.unknown() };

/** Installs an exported quiz document (a 409 when the quiz exists, a 400 for a broken file). */
export const useImportQuiz = () => useEndpointMutation(importAsRead);

// ─── Bundles ────────────────────────────────────────────────────────────────

export const useBundles = (query: ListPageQuery<typeof bundles.listBundles>) =>
  useEndpointList(bundles.listBundles, { query });
export const useBundle = (bundleId: string | undefined) =>
  useDetail(bundles.getBundle, bundleId, { params: { bundle_id: bundleId ?? '' } });

/** Keeps the saved bundle as its page will read it. */
const useKeepBundle = () =>
  useKeepRead(bundles.getBundle, (bundle) => ({ params: { bundle_id: bundle.bundle_id } }));
export const useCreateBundle = () =>
  useEndpointMutation(bundles.createBundle, { onSuccess: useKeepBundle() });
export const useUpdateBundle = () =>
  useEndpointMutation(bundles.updateBundle, { onSuccess: useKeepBundle() });
export const useRemoveBundle = () => useRemove(bundles.removeBundle, bundles.getBundle);

// ─── Responses ──────────────────────────────────────────────────────────────

export const useResponses = (query: ListPageQuery<typeof responses.listResponses>) =>
  useEndpointList(responses.listResponses, { query });
export const useResponse = (responseId: number | undefined) =>
  useDetail(responses.getResponse, responseId, { params: { response_id: responseId ?? 0 } });

/** Keeps the saved response as its page will read it. */
const useKeepResponse = () =>
  useKeepRead(responses.getResponse, (response) => ({
    params: { response_id: response.response_id },
  }));

/** An answer collected on paper, for the user with the email. */
export const useCreateResponse = () =>
  useEndpointMutation(responses.createResponse, { onSuccess: useKeepResponse() });
/** Moderation: hides or shows the answer. */
export const useUpdateResponse = () =>
  useEndpointMutation(responses.updateResponse, { onSuccess: useKeepResponse() });
export const useRemoveResponse = () => useRemove(responses.removeResponse, responses.getResponse);
