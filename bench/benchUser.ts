// The administrator the benchmarks sign in as, created on first use.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../server/platform/auth/password';
import type { Database } from '../server/platform/db/client';
import { users } from '../server/platform/db/schema';

export const BENCH_USER_EMAIL = 'bench@example.com';

export async function ensureBenchUser(db: Database) {
  const [existing] = await db.select().from(users).where(eq(users.email, BENCH_USER_EMAIL));
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({ email: BENCH_USER_EMAIL, full_name: 'Benchmark', role: 1, hashed_password: await hashPassword('bench-password-1') })
    .returning();
  return created;
}
