import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { readProcessEnv, EnvError } from '../env';
import { openConfiguredDatabase } from '../db/open-configured';
import { users } from '../features/accounts/accounts.tables';
import { passwordLimits } from '@campus/contracts';
import { hashPassword } from '../platform/passwords';

const usage = `Usage: npm run admin:create -- --email person@example.edu [--role admin|moderator] [--first-name Ada] [--last-name Yılmaz]

Creates an admin (or moderator) account, or gives an existing account that role
and a new password. The password is asked for on a terminal; otherwise it is
read from the first line of standard input, so scripts can pipe it in.`;

const argumentsSchema = z.object({
  email: z.email('please enter a valid email address').transform((email) => email.toLowerCase()),
  role: z.enum(['admin', 'moderator']).default('admin'),
  'first-name': z.string().trim().min(1).max(100).default('Admin'),
  'last-name': z.string().trim().min(1).max(100).default('User'),
});

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let answer = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(answer);
          return;
        }
        if (character === '\u0003') {
          input.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\u007f' || character === '\b') answer = answer.slice(0, -1);
        else answer += character;
      }
    };
    input.on('data', onData);
  });
}

async function readPasswordFromStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPasswordFromStdin();
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('Passwords do not match');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`${problems.join('\n')}\n\n${usage}`);
  }
  const options = parsed.data;

  const password = await readPassword();
  if (password.length < passwordLimits.minLength || password.length > passwordLimits.maxLength) {
    throw new Error(
      `The password must be ${passwordLimits.minLength} to ${passwordLimits.maxLength} characters long`,
    );
  }

  const env = readProcessEnv();
  const database = await openConfiguredDatabase(env, 'admin:create');
  try {
    const passwordHash = await hashPassword(password);
    const existing = await database.db
      .select({ user_id: users.user_id })
      .from(users)
      .where(eq(users.user_email, options.email));
    if (existing[0]) {
      await database.db
        .update(users)
        .set({
          user_role: options.role,
          password_hash: passwordHash,
          status: 'active',
          is_email_verified: true,
          updated_at: new Date(),
        })
        .where(eq(users.user_id, existing[0].user_id));
      console.log(
        `${options.email} is now ${options.role === 'admin' ? 'an admin' : 'a moderator'}, with the new password.`,
      );
    } else {
      await database.db.insert(users).values({
        user_email: options.email,
        password_hash: passwordHash,
        user_role: options.role,
        user_first_name: options['first-name'],
        user_last_name: options['last-name'],
        status: 'active',
        is_email_verified: true,
      });
      console.log(`Created ${options.role} ${options.email}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
});
