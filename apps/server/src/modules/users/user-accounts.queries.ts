import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;

/** Finding an account by how its owner names it, and whether a phone or username is free. */
export function createUserAccountQueries(db: Db) {
  return {
    /** By username (any case) or phone: the password grant accepts either. */
    async findByLogin(login: string): Promise<UserRecord | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${login.toLowerCase()}`, eq(users.phone, login)))
        .limit(1);
      return user;
    },

    async findByPhone(phone: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      return user;
    },

    async findById(userId: number): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    async isPhoneRegistered(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined;
    },

    async isUsernameTaken(username: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row !== undefined && row.id !== exceptUserId;
    },
  };
}
