import type { QbSectionProps } from '../quiz-builder-page';
import { BundleDetailPage } from './bundle-detail-page';
import { BundleFormPage } from './bundle-form-page';
import { BundleListPage } from './bundle-list-page';

/** The quiz builder's bundles: list, add, detail and edit. */
export function BundlesSection({ view }: QbSectionProps) {
  switch (view) {
    case 'list':
      return <BundleListPage />;
    case 'add':
      return <BundleFormPage key="add" isNew />;
    case 'detail':
      return <BundleDetailPage />;
    case 'edit':
      return <BundleFormPage key="edit" isNew={false} />;
  }
}
