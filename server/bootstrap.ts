// The first administrator: from FIRST_SUPERUSER/FIRST_SUPERUSER_PASSWORD, or created once with a
// random password that is printed a single time.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from './auth/password';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';

export async function bootstrapSuperuser(db: Database, config: Config): Promise<void> {
  const email = (config.FIRST_SUPERUSER ?? 'admin@localhost').toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) return;
  if (!config.FIRST_SUPERUSER && (await db.$count(users)) > 0) return;
  const password = config.FIRST_SUPERUSER_PASSWORD ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    email,
    full_name: 'Administrador',
    hashed_password: await hashPassword(password),
    is_superuser: true,
    is_active: true,
    role: 1,
  });
  if (!config.FIRST_SUPERUSER_PASSWORD) {
    console.info(`Administrador criado: ${email} / senha: ${password} (anote-a; ela não será mostrada de novo)`);
  } else {
    console.info(`Administrador criado: ${email}`);
  }
}
