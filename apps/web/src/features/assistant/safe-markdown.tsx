import { Fragment, type ReactNode } from 'react';
import { Anchor, Code, Divider, List, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantSource } from '@campus/contracts';
import { parseBlocks, type MarkdownBlock } from './markdown-blocks';
import classes from './assistant.module.css';

/**
 * An answer's Markdown as React elements, never as HTML (ASSISTANT.md, "The
 * page"): raw HTML stays visible text; a link renders as a link only when its
 * target is one of `allowedPaths` (the answer's sources), any other link as its
 * text; `[n]` becomes a citation that opens source n.
 */

interface InlineContext {
  sources: readonly AssistantSource[];
  allowedPaths: ReadonlySet<string>;
  citationLabel: (source: AssistantSource) => string;
}

const escapable = /[\\`*_{}[\]()<>#+\-.!|~"']/;

/** The index of the closing delimiter after `from`, skipping escaped characters; -1 when none. */
function findClosing(text: string, from: number, delimiter: string): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1;
      continue;
    }
    if (text.startsWith(delimiter, index)) {
      // A single `*` must not be the first half of `**`, and must follow a non-space.
      if (delimiter.length === 1 && text[index + 1] === delimiter) {
        index += 1;
        continue;
      }
      if (/\s/.test(text[index - 1] ?? ' ')) continue;
      return index;
    }
  }
  return -1;
}

/** Whether a link may render as a link: an app path among the allowed ones. */
function isAllowedTarget(target: string, allowed: ReadonlySet<string>): boolean {
  return target.startsWith('/') && !target.startsWith('//') && allowed.has(target);
}

const citationPattern = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/;
const linkPattern = /^\[((?:\\.|[^\]\\])*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)/;

function renderInline(text: string, context: InlineContext, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let plain = '';
  const flushPlain = () => {
    if (plain !== '') nodes.push(plain);
    plain = '';
  };
  const push = (node: ReactNode) => {
    flushPlain();
    nodes.push(<Fragment key={`${key}-${String(nodes.length)}`}>{node}</Fragment>);
  };

  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    const rest = text.slice(index);
    if (character === '\\' && escapable.test(text[index + 1] ?? '')) {
      plain += text[index + 1] ?? '';
      index += 2;
      continue;
    }
    if (character === '`') {
      const end = text.indexOf('`', index + 1);
      if (end > index + 1) {
        push(<Code>{text.slice(index + 1, end)}</Code>);
        index = end + 1;
        continue;
      }
    }
    if ((rest.startsWith('**') || rest.startsWith('__')) && !/\s/.test(text[index + 2] ?? ' ')) {
      const delimiter = rest.slice(0, 2);
      const end = findClosing(text, index + 2, delimiter);
      if (end > index + 2) {
        const inner = renderInline(text.slice(index + 2, end), context, `${key}-b${String(index)}`);
        push(<strong>{inner}</strong>);
        index = end + 2;
        continue;
      }
    }
    if (
      (character === '*' || (character === '_' && !/[\p{L}\p{N}]/u.test(text[index - 1] ?? ''))) &&
      !/\s/.test(text[index + 1] ?? ' ')
    ) {
      const end = findClosing(text, index + 1, character);
      if (end > index + 1) {
        const inner = renderInline(text.slice(index + 1, end), context, `${key}-i${String(index)}`);
        push(<em>{inner}</em>);
        index = end + 1;
        continue;
      }
    }
    if (character === '[') {
      const citation = citationPattern.exec(rest);
      if (citation !== null) {
        const numbers = (citation[1] ?? '').split(',').map((part) => Number(part.trim()));
        const cited = numbers.map((n) => context.sources.find((source) => source.n === n));
        if (cited.every((source) => source !== undefined)) {
          push(
            <>
              {cited.map((source) => (
                <Tooltip key={source.n} label={source.title} withinPortal openDelay={300}>
                  <Anchor
                    component={Link}
                    to={source.path}
                    className={classes.citation}
                    aria-label={context.citationLabel(source)}
                  >
                    {String(source.n)}
                  </Anchor>
                </Tooltip>
              ))}
            </>,
          );
          index += citation[0].length;
          continue;
        }
      }
      const link = linkPattern.exec(rest);
      if (link !== null) {
        const label = renderInline(link[1] ?? '', context, `${key}-l${String(index)}`);
        const target = link[2] ?? '';
        if (isAllowedTarget(target, context.allowedPaths))
          push(
            <Anchor component={Link} to={target}>
              {label}
            </Anchor>,
          );
        else push(<>{label}</>);
        index += link[0].length;
        continue;
      }
    }
    plain += character;
    index += 1;
  }
  flushPlain();
  return nodes;
}

/** Lines of a paragraph, item or quote, with their line breaks kept. */
function renderLines(lines: readonly string[], context: InlineContext, key: string): ReactNode[] {
  return lines.map((line, index) => (
    <Fragment key={`${key}-${String(index)}`}>
      {index > 0 ? <br /> : null}
      {renderInline(line, context, `${key}-${String(index)}`)}
    </Fragment>
  ));
}

function renderBlock(block: MarkdownBlock, context: InlineContext, key: string): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text key={key} component="p" className={classes.paragraph}>
          {renderLines(block.lines, context, key)}
        </Text>
      );
    case 'heading':
      return (
        <Text key={key} component="p" fw={700} className={classes.paragraph}>
          {renderInline(block.text, context, key)}
        </Text>
      );
    case 'list':
      return (
        <List
          key={key}
          type={block.ordered ? 'ordered' : 'unordered'}
          start={block.ordered ? block.start : undefined}
          spacing={4}
          className={classes.list}
        >
          {block.items.map((item, index) => (
            <List.Item key={`${key}-${String(index)}`}>
              {renderLines(item, context, `${key}-${String(index)}`)}
            </List.Item>
          ))}
        </List>
      );
    case 'quote':
      return (
        <blockquote key={key} className={classes.quote}>
          {renderLines(block.lines, context, key)}
        </blockquote>
      );
    case 'code':
      return (
        <Code key={key} block className={classes.paragraph}>
          {block.text}
        </Code>
      );
    case 'rule':
      return <Divider key={key} my="sm" />;
  }
}

interface SafeMarkdownProps {
  text: string;
  /** The answer's numbered sources: `[n]` opens source n, and their paths may be linked. */
  sources: readonly AssistantSource[];
  /** Further app paths that may be linked (the assistant's own pages). */
  extraPaths?: readonly string[];
}

export function SafeMarkdown({ text, sources, extraPaths = [] }: SafeMarkdownProps) {
  const { t } = useTranslation('assistant');
  const context: InlineContext = {
    sources,
    allowedPaths: new Set([...sources.map((source) => source.path), ...extraPaths]),
    citationLabel: (source) => t('citations.label', { n: source.n, title: source.title }),
  };
  return (
    <div className={classes.markdown}>
      {parseBlocks(text).map((block, index) =>
        renderBlock(block, context, `block-${String(index)}`),
      )}
    </div>
  );
}
