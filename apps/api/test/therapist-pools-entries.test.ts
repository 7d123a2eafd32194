import { describe, expect, it } from 'vitest';
import {
  ownTherapistEntrySchema,
  therapistConsentSchema,
  type OwnTherapistEntry,
  type TherapistPool,
} from '@campus/contracts';
import { therapistPoolEntries } from '../src/features/therapist-pools/therapist-pools.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createTherapistEntry } from './support/factories/therapist-pools';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { createTherapistPoolHelpers, entryBody } from './support/therapist-pools';

const t = useTestApp();
const { consenting, emptyPools, list } = createTherapistPoolHelpers(t);

async function consent(token: string, pool: TherapistPool) {
  return expectStatus(
    await t.api.call('POST', `/pools/${pool}/consent`, token),
    200,
    therapistConsentSchema,
  );
}

async function create(
  token: string,
  pool: TherapistPool,
  overrides: Record<string, unknown> = {},
): Promise<OwnTherapistEntry> {
  return expectStatus(
    await t.api.call('POST', `/pools/${pool}/entries`, token, entryBody(overrides)),
    201,
    ownTherapistEntrySchema,
  );
}

describe(`therapist pools on ${testDriver}`, () => {
  it('needs a signed-in user for every call', async () => {
    for (const [method, path] of [
      ['GET', '/pools/psychology/consent'],
      ['POST', '/pools/psychology/consent'],
      ['GET', '/pools/psychology/entries'],
      ['POST', '/pools/psychology/entries'],
      ['GET', '/pools/mine'],
      ['GET', '/pools/review/entries'],
    ] as const) {
      const response = await t.api.call(
        method,
        path,
        undefined,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('asks for the consent notice first, per person and pool, remembered on the server', async () => {
    const [author, reader] = await Promise.all([createUser(t), createUser(t)]);
    const before = await t.api.read(
      '/pools/psychology/consent',
      author.token,
      therapistConsentSchema,
    );
    expect(before).toEqual({
      pool: 'psychology',
      accepted: false,
      accepted_at: null,
      notice_version: 1,
    });
    for (const [method, path] of [
      ['GET', '/pools/psychology/entries'],
      ['GET', `/pools/psychology/entries/${unknownId}`],
      ['POST', '/pools/psychology/entries'],
      ['PUT', `/pools/psychology/entries/${unknownId}`],
      ['DELETE', `/pools/psychology/entries/${unknownId}`],
      ['POST', `/pools/psychology/entries/${unknownId}/reports`],
    ] as const) {
      const body =
        method === 'POST' && path.endsWith('reports')
          ? { reason: 'The name of the therapist is wrong here.' }
          : method === 'POST' || method === 'PUT'
            ? entryBody()
            : undefined;
      const response = await t.api.call(method, path, author.token, body);
      const problem = expectProblem(response, 403, 'consent_required');
      expect(problem.detail, `${method} ${path}`).toBe(
        "Please read and accept the psychology pool's consent notice before reading or sharing psychologist experiences",
      );
    }

    const accepted = await consent(author.token, 'psychology');
    expect(accepted.accepted).toBe(true);
    expect(accepted.accepted_at).not.toBeNull();
    const after = await t.api.read(
      '/pools/psychology/consent',
      author.token,
      therapistConsentSchema,
    );
    expect(after).toEqual(accepted);
    // The other pool and the other people still need their own consent.
    expect(
      (await t.api.read('/pools/psychiatry/consent', author.token, therapistConsentSchema))
        .accepted,
    ).toBe(false);
    expectProblem(await t.api.call('GET', '/pools/psychology/entries', reader.token), 403);
    expectProblem(await t.api.call('GET', '/pools/psychiatry/entries', author.token), 403);
    expectStatus(await t.api.call('GET', '/pools/psychology/entries', author.token), 200);
  });

  it('checks every field with a message naming the rule', async () => {
    const author = await consenting('psychology');
    // Nothing may be saved: the test looks at the whole table.
    await emptyPools();
    const tooLong = await t.api.call(
      'POST',
      '/pools/psychology/entries',
      author.token,
      entryBody({
        therapist_name: 'x'.repeat(101),
        experience: 'y'.repeat(4001),
        city: 'z'.repeat(61),
        sessions: 501,
        fee: 100_001,
      }),
    );
    expectProblem(tooLong, 400, 'validation_failed');
    expect(fieldErrors(tooLong)).toEqual({
      'body.therapist_name': 'must not exceed 100 characters',
      'body.experience': 'must not exceed 4000 characters',
      'body.city': 'must not exceed 60 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
    });

    const empty = await t.api.call('POST', '/pools/psychology/entries', author.token, {
      therapist_name: '',
      experience: 'Too short',
      sessions: 2.5,
      fee: -1,
      city: 'A',
    });
    expect(fieldErrors(empty)).toEqual({
      'body.therapist_name': 'therapist_name is required',
      'body.experience': 'experience must be at least 20 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
      'body.city': 'city must be at least 2 characters',
      'body.is_online': 'is_online is required',
    });

    const badPool = await t.api.call('GET', '/pools/dentistry/entries', author.token);
    expect(fieldErrors(badPool)['path.pool']).toBe('pool must be one of psychology, psychiatry');
    const badId = await t.api.call('GET', '/pools/psychology/entries/not-a-uuid', author.token);
    expect(fieldErrors(badId)['path.id']).toBe('id must be the id (a UUID) of an entry');
    const badSort = await t.api.call('GET', '/pools/psychology/entries?sort=author', author.token);
    expect(fieldErrors(badSort)['query.sort']).toContain('sort must be one of');
    expect(await t.database.db.select().from(therapistPoolEntries)).toEqual([]);
  });

  it('keeps a new entry waiting: the author sees it with its status, nobody else sees it', async () => {
    const [author, reader] = await Promise.all([
      consenting('psychology', 'psychiatry'),
      consenting('psychology'),
    ]);
    await emptyPools();
    const waiting = await create(author.token, 'psychology');
    expect(waiting).toMatchObject({
      pool: 'psychology',
      status: 'waiting',
      review_note: null,
      is_mine: true,
      fee: 1500,
      city: 'İstanbul',
    });
    expect((await list('psychology', '', reader.token)).total).toBe(0);
    const own = await t.api.read(
      `/pools/psychology/entries/${waiting.entry_id}`,
      author.token,
      ownTherapistEntrySchema,
    );
    expect(own.status).toBe('waiting');
    const other = await t.api.call(
      'GET',
      `/pools/psychology/entries/${waiting.entry_id}`,
      reader.token,
    );
    expect(expectProblem(other, 404).detail).toBe('There is no such entry in this pool');
    // The wrong pool does not find it either.
    expectProblem(
      await t.api.call('GET', `/pools/psychiatry/entries/${waiting.entry_id}`, author.token),
      404,
    );
  });

  it('lets only the author edit or withdraw a waiting entry', async () => {
    const [author, reader] = await Promise.all([
      consenting('psychology'),
      consenting('psychology'),
    ]);
    const waiting = await createTherapistEntry(t, { author_id: author.id });
    const path = `/pools/psychology/entries/${waiting.entry_id}`;
    expectProblem(await t.api.call('PUT', path, reader.token, entryBody({ fee: 0 })), 404);
    const edited = await t.api.call(
      'PUT',
      path,
      author.token,
      entryBody({ fee: 1750, is_online: true, city: 'Ankara' }),
    );
    expect(expectStatus(edited, 200, ownTherapistEntrySchema)).toMatchObject({
      fee: 1750,
      is_online: true,
      city: 'Ankara',
      status: 'waiting',
    });

    const withdrawn = await createTherapistEntry(t, {
      author_id: author.id,
      therapist_name: 'Withdrawn Name',
    });
    const withdrawnPath = `/pools/psychology/entries/${withdrawn.entry_id}`;
    expectProblem(await t.api.call('DELETE', withdrawnPath, reader.token), 404);
    expectStatus(await t.api.call('DELETE', withdrawnPath, author.token), 204);
    expectProblem(await t.api.call('GET', withdrawnPath, author.token), 404);
  });

  it('searches with Turkish rules, filters by city and online, sorts names in Turkish order', async () => {
    const [author, reader] = await Promise.all([
      createUser(t),
      consenting('psychology', 'psychiatry'),
    ]);
    await emptyPools();
    const names = [
      ['Uzm. Psk. Zeynep Arslan', 'Ankara', true, 1750, 8],
      ['Çağla Öztürk', 'İzmir', true, 0, 12],
      ['Cem Işık', 'Ankara', false, 2500, 3],
      ['Derya Şen', 'İstanbul', true, 900, 30],
      ['İpek Uğur', 'İzmit', false, 1200, 6],
      ['Ilgaz Kaya', 'Bursa', true, 2000, 1],
    ] as const;
    for (const [name, city, isOnline, fee, sessions] of names) {
      await createTherapistEntry(t, {
        author_id: author.id,
        status: 'approved',
        therapist_name: name,
        city,
        is_online: isOnline,
        fee,
        sessions,
      });
    }
    // One in the other pool, which the psychology list never shows.
    await createTherapistEntry(t, {
      author_id: author.id,
      pool: 'psychiatry',
      status: 'approved',
      therapist_name: 'Dr. Ahmet Yılmaz',
    });

    const byName = await list('psychology', '?sort=therapist_name', reader.token);
    expect(byName.items.map((item) => item.therapist_name)).toEqual([
      'Cem Işık',
      'Çağla Öztürk',
      'Derya Şen',
      'Ilgaz Kaya',
      'İpek Uğur',
      'Uzm. Psk. Zeynep Arslan',
    ]);
    const reversed = await list('psychology', '?sort=-therapist_name', reader.token);
    expect(reversed.items.map((item) => item.therapist_name)).toEqual(
      [...byName.items.map((item) => item.therapist_name)].reverse(),
    );
    const byFee = await list('psychology', '?sort=fee', reader.token);
    expect(byFee.items.map((item) => item.fee)).toEqual([0, 900, 1200, 1750, 2000, 2500]);
    const bySessions = await list('psychology', '?sort=-sessions', reader.token);
    expect(bySessions.items.map((item) => item.sessions)).toEqual([30, 12, 8, 6, 3, 1]);

    const namesFor = async (query: string) =>
      (await list('psychology', query, reader.token)).items.map((item) => item.therapist_name);
    expect(await namesFor('?q=ozturk')).toEqual(['Çağla Öztürk']);
    expect(await namesFor('?q=ISIK')).toEqual(['Cem Işık']);
    expect(
      (await list('psychology', '?city=izm&sort=therapist_name', reader.token)).items.map(
        (item) => item.city,
      ),
    ).toEqual(['İzmir', 'İzmit']);
    expect(
      (await list('psychology', '?city=istanbul', reader.token)).items.map((item) => item.city),
    ).toEqual(['İstanbul']);
    expect(await namesFor('?is_online=true&sort=therapist_name')).toEqual([
      'Çağla Öztürk',
      'Derya Şen',
      'Ilgaz Kaya',
      'Uzm. Psk. Zeynep Arslan',
    ]);
    const paged = await list('psychology', '?sort=fee&page=2&page_size=10', reader.token);
    expect(paged).toMatchObject({ page: 2, page_size: 10, total: 6, items: [] });
    const badOnline = await t.api.call(
      'GET',
      '/pools/psychology/entries?is_online=maybe',
      reader.token,
    );
    expect(fieldErrors(badOnline)['query.is_online']).toBe('is_online must be true or false');
    const badSize = await t.api.call('GET', '/pools/psychology/entries?page_size=7', reader.token);
    expect(fieldErrors(badSize)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
    expect(
      (await list('psychiatry', '', reader.token)).items.map((item) => item.therapist_name),
    ).toEqual(['Dr. Ahmet Yılmaz']);
  });
});
