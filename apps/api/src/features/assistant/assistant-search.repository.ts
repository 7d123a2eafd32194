import { sql, type SQL } from 'drizzle-orm';
import type { AssistantSourceType, AssistantVisibility } from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { IndexedDocument } from '../../platform/indexed-documents';
import { assistantChunks } from './assistant.tables';

/** A chunk as retrieval reads it: the indexed document, named by its chunk. */
export type ChunkHit = Omit<IndexedDocument, 'unit_id'> & { chunk_id: string };

/** The full-text channels: each searches its own vector with its own configuration. */
export type TextChannel = 'english' | 'turkish' | 'folded';

const channelVector: Record<TextChannel, { column: SQL; config: SQL }> = {
  english: { column: sql`${assistantChunks.search_en}`, config: sql.raw(`'english'::regconfig`) },
  turkish: { column: sql`${assistantChunks.search_tr}`, config: sql.raw(`'turkish'::regconfig`) },
  folded: { column: sql`${assistantChunks.search_folded}`, config: sql.raw(`'simple'::regconfig`) },
};

const hitColumns = sql`${assistantChunks.chunk_id} as chunk_id, ${assistantChunks.source_type} as source_type,
  ${assistantChunks.source_id} as source_id, ${assistantChunks.part} as part,
  ${assistantChunks.language} as language, ${assistantChunks.title} as title,
  ${assistantChunks.body} as body, ${assistantChunks.path} as path,
  ${assistantChunks.visibility} as visibility, ${assistantChunks.course_code} as course_code,
  ${assistantChunks.facts} as facts`;

/** The visibility filter that every retrieval query carries in its WHERE clause. */
function visibleTo(allowed: readonly AssistantVisibility[]): SQL {
  return sql`${assistantChunks.visibility}::text = any(${sql.param([...allowed])}::text[])`;
}

function rowsOf(result: unknown): ChunkHit[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as ChunkHit[]) : [];
}

/** The only SQL of retrieval (ASSISTANT.md, "Retrieval" 4): one query per channel. */
export function createAssistantSearchRepository(db: Executor) {
  return {
    /**
     * How many visible chunks hold each word, in each channel (one query): rare
     * words weigh more when a chunk matches several, as the text rank has no
     * document frequency of its own.
     */
    async countDocuments(
      words: Readonly<Record<TextChannel, readonly string[]>>,
      allowed: readonly AssistantVisibility[],
    ): Promise<Record<TextChannel, Map<string, number>>> {
      const channels = Object.keys(channelVector) as TextChannel[];
      const counts = {
        english: new Map<string, number>(),
        turkish: new Map<string, number>(),
        folded: new Map<string, number>(),
      };
      const parts = channels
        .filter((channel) => words[channel].length > 0)
        .map((channel) => {
          const { column, config } = channelVector[channel];
          return sql`select ${channel}::text as channel, word, (
              select count(*)::int from ${assistantChunks}
              where ${column} @@ plainto_tsquery(${config}, word) and ${visibleTo(allowed)}
            ) as matches
            from unnest(${sql.param([...words[channel]])}::text[]) as word`;
        });
      if (parts.length === 0) return counts;
      const result = await db.execute(sql.join(parts, sql` union all `));
      const rows = (result as { rows: { channel: TextChannel; word: string; matches: number }[] })
        .rows;
      for (const row of rows) counts[row.channel].set(row.word, row.matches);
      return counts;
    },

    /**
     * Chunks that match any of the candidate words (the informative ones), best
     * first: the summed weight of the words they hold (half again in the
     * title), then the text rank.
     */
    async searchText(
      channel: TextChannel,
      weights: ReadonlyMap<string, number>,
      candidateWords: readonly string[],
      allowed: readonly AssistantVisibility[],
      limit: number,
    ): Promise<ChunkHit[]> {
      const words = [...weights.keys()];
      if (words.length === 0 || candidateWords.length === 0) return [];
      const { column, config } = channelVector[channel];
      const anyWord = sql.join(
        candidateWords.map((word) => sql`plainto_tsquery(${config}, ${word})`),
        sql` || `,
      );
      const score = sql.join(
        words.map((word) => {
          const weight = weights.get(word) ?? 0;
          return sql`(case when ${column} @@ plainto_tsquery(${config}, ${word}) then ${weight}::float8 else 0 end)
            + (case when ${column} @@ (plainto_tsquery(${config}, ${word})::text || ':A')::tsquery then ${weight / 2}::float8 else 0 end)`;
        }),
        sql` + `,
      );
      const result = await db.execute(sql`
        with query as (select (${anyWord}) as q)
        select ${hitColumns}, (${score}) + ts_rank(${column}, query.q, 1) as score
        from ${assistantChunks}, query
        where ${column} @@ query.q and ${visibleTo(allowed)}
        order by score desc, ${assistantChunks.chunk_id}
        limit ${limit}`);
      return rowsOf(result);
    },

    /**
     * Titles that hold something close to the words (names, codes, typos): the
     * summed trigram word similarity of the words found in the title.
     */
    async searchTitles(
      words: readonly string[],
      allowed: readonly AssistantVisibility[],
      limit: number,
    ): Promise<ChunkHit[]> {
      if (words.length === 0) return [];
      const title = sql`${assistantChunks.folded_title}`;
      const anyWord = sql.join(
        words.map((word) => sql`${word} <% ${title}`),
        sql` or `,
      );
      const score = sql.join(
        words.map(
          (word) =>
            sql`(case when ${word} <% ${title} then word_similarity(${word}, ${title}) else 0 end)`,
        ),
        sql` + `,
      );
      const result = await db.execute(sql`
        select ${hitColumns}, (${score}) as score
        from ${assistantChunks}
        where ${assistantChunks.source_type} <> 'experience' and (${anyWord}) and ${visibleTo(allowed)}
        order by score desc, length(${title}), ${assistantChunks.chunk_id}
        limit ${limit}`);
      return rowsOf(result);
    },

    /** The chunks of courses with these codes: the course first, then its experiences. */
    async searchCourseCodes(
      codes: readonly string[],
      allowed: readonly AssistantVisibility[],
      limit: number,
    ): Promise<ChunkHit[]> {
      if (codes.length === 0) return [];
      const result = await db.execute(sql`
        select ${hitColumns}
        from ${assistantChunks}
        where ${assistantChunks.course_code} = any(${sql.param([...codes])}::text[])
          and ${visibleTo(allowed)}
        order by (${assistantChunks.source_type} = 'course') desc,
          (${assistantChunks.part} = 'summary') desc, ${assistantChunks.chunk_id}
        limit ${limit}`);
      return rowsOf(result);
    },

    /** Visible chunks of some sources (the offline course card's quotes, the next events). */
    async findBySources(
      sourceType: AssistantSourceType,
      sourceIds: readonly string[],
      allowed: readonly AssistantVisibility[],
    ): Promise<ChunkHit[]> {
      if (sourceIds.length === 0) return [];
      const result = await db.execute(sql`
        select ${hitColumns} from ${assistantChunks}
        where ${assistantChunks.source_type} = ${sourceType}
          and ${assistantChunks.source_id} = any(${sql.param([...sourceIds])}::text[])
          and ${visibleTo(allowed)}
        order by ${assistantChunks.source_id}, ${assistantChunks.part}`);
      return rowsOf(result);
    },

    /** Visible chunks of one kind for the routed intents: the next events, the newest dev log. */
    async findByType(
      sourceType: AssistantSourceType,
      allowed: readonly AssistantVisibility[],
      limit: number,
      order: 'next' | 'newest',
    ): Promise<ChunkHit[]> {
      const facts = sql`${assistantChunks.facts}`;
      const ordering =
        order === 'next'
          ? sql`${facts} ->> 'next_at' asc nulls last`
          : sql`${facts} ->> 'published_at' desc nulls last`;
      const result = await db.execute(sql`
        select ${hitColumns} from ${assistantChunks}
        where ${assistantChunks.source_type} = ${sourceType} and ${visibleTo(allowed)}
        order by ${ordering}, ${assistantChunks.title}, ${assistantChunks.chunk_id}
        limit ${limit}`);
      return rowsOf(result);
    },

    async countVisible(allowed: readonly AssistantVisibility[]): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as value from ${assistantChunks} where ${visibleTo(allowed)}`,
      );
      const rows = (result as { rows: { value: number }[] }).rows;
      return rows[0]?.value ?? 0;
    },
  };
}

export type AssistantSearchRepository = ReturnType<typeof createAssistantSearchRepository>;
