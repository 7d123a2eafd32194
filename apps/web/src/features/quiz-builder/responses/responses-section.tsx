import type { QbSectionProps } from '../quiz-builder-page';
import { ResponseAddPage } from './response-add-page';
import { ResponseDetailPage } from './response-detail-page';
import { ResponseListPage } from './response-list-page';

/** The quiz builder's responses: list, a paper answer, detail and moderation. */
export function ResponsesSection({ view }: QbSectionProps) {
  switch (view) {
    case 'list':
      return <ResponseListPage />;
    case 'add':
      return <ResponseAddPage />;
    case 'detail':
      return <ResponseDetailPage key="detail" moderating={false} />;
    case 'edit':
      return <ResponseDetailPage key="edit" moderating />;
  }
}
