import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AssistantSource } from '@campus/contracts';
import { renderRoutes } from '../../test/render-feature';
import { parseBlocks } from './markdown-blocks';
import { SafeMarkdown } from './safe-markdown';

const course: AssistantSource = {
  n: 1,
  source_type: 'course',
  source_id: '4f1c2b3a-0000-4000-8000-000000000001',
  title: 'CMPE 216 Data Structures',
  path: '/courses/4f1c2b3a-0000-4000-8000-000000000001',
  fragment: '**CMPE 216** is demanding',
};
const faq: AssistantSource = {
  n: 2,
  source_type: 'faq',
  source_id: 'vip',
  title: 'How does VIP work?',
  path: '/faq#faq-vip',
  fragment: 'three approved experiences',
};

function renderMarkdown(text: string, sources: AssistantSource[] = [course, faq]) {
  return renderRoutes({
    routes: [
      {
        path: '/assistant',
        element: (
          <div data-testid="answer">
            <SafeMarkdown text={text} sources={sources} />
          </div>
        ),
      },
    ],
    initialEntry: '/assistant',
  });
}

describe('SafeMarkdown', () => {
  it('shows raw HTML as text and never as elements', () => {
    renderMarkdown(
      'Hello <img src="x" onerror="alert(1)"> and <b>bold</b> <script>alert(2)</script>',
    );
    const answer = screen.getByTestId('answer');
    expect(answer).toHaveTextContent(
      'Hello <img src="x" onerror="alert(1)"> and <b>bold</b> <script>alert(2)</script>',
    );
    expect(answer.querySelector('img, b, script')).toBeNull();
  });

  it('renders a link only when it opens one of the answer’s sources', () => {
    renderMarkdown(
      'See [the course](/courses/4f1c2b3a-0000-4000-8000-000000000001), ' +
        '[a phishing page](https://evil.example/login), [the admins](/admin/users/all) ' +
        'and [a script](javascript:alert(1)).',
    );
    const answer = screen.getByTestId('answer');
    expect(within(answer).getByRole('link', { name: 'the course' })).toHaveAttribute(
      'href',
      '/courses/4f1c2b3a-0000-4000-8000-000000000001',
    );
    expect(within(answer).getAllByRole('link')).toHaveLength(1);
    expect(answer).toHaveTextContent('a phishing page');
    expect(answer).toHaveTextContent('the admins');
    expect(answer).not.toHaveTextContent('evil.example');
  });

  it('turns [n] into a citation of source n, with its #anchor', () => {
    renderMarkdown('It is demanding [1]; VIP unlocks later [2]. Unknown [7].');
    const answer = screen.getByTestId('answer');
    expect(
      within(answer).getByRole('link', { name: 'Source 1: CMPE 216 Data Structures' }),
    ).toHaveAttribute('href', '/courses/4f1c2b3a-0000-4000-8000-000000000001');
    expect(
      within(answer).getByRole('link', { name: 'Source 2: How does VIP work?' }),
    ).toHaveAttribute('href', '/faq#faq-vip');
    expect(answer).toHaveTextContent('Unknown [7].');
  });

  it('renders paragraphs, lists, bold, italic, inline code and escapes', () => {
    const { container } = renderMarkdown(
      'First line\nsecond line\n\n- **Bold** item\n- *italic* and `code <b>`\n\n1. one\n2. two\n\n> a quote\n\nNot \\*emphasis\\*',
    );
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelector('code')).toHaveTextContent('code <b>');
    expect(container.querySelector('blockquote')).toHaveTextContent('a quote');
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getByText('Not *emphasis*')).toBeInTheDocument();
  });
});

describe('parseBlocks', () => {
  it('splits paragraphs, lists, quotes, code and rules', () => {
    expect(
      parseBlocks('a\nb\n\n- x\n  more\n- y\n\n3. three\n\n> q\n\n```\n<b>\n```\n---\n## Title'),
    ).toEqual([
      { kind: 'paragraph', lines: ['a', 'b'] },
      { kind: 'list', ordered: false, start: 1, items: [['x', 'more'], ['y']] },
      { kind: 'list', ordered: true, start: 3, items: [['three']] },
      { kind: 'quote', lines: ['q'] },
      { kind: 'code', text: '<b>' },
      { kind: 'rule' },
      { kind: 'heading', text: 'Title' },
    ]);
  });
});
