// Reading and writing the family plan's rows: invitations and the family column of users. Each takes
// the database or the caller's transaction first; the rules (who may invite, join or approve) live in
// family.service.ts. Writes that must find their row return whether they did, so "not yours" and
// "not open any more" are the same answer.
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { familyInvites, users } from '#server/db/schema.ts';

/** An invitation still waiting: for its code to be used, or for the inviter's approval. */
const OPEN: ('pending' | 'awaiting_approval')[] = ['pending', 'awaiting_approval'];

export function familyMembers(db: Database, ownerId: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.familyId, ownerId), ne(users.id, ownerId)));
}

export async function hasMember(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.familyId, ownerId), ne(users.id, ownerId)))
    .limit(1);
  return row !== undefined;
}

export function usersByIds(db: Database, ids: string[]) {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : Promise.resolve([]);
}

export function openInvitesBy(db: Database, ownerId: string) {
  return db
    .select()
    .from(familyInvites)
    .where(and(eq(familyInvites.invitedBy, ownerId), inArray(familyInvites.status, OPEN)));
}

export async function hasOpenInvite(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: familyInvites.id })
    .from(familyInvites)
    .where(and(eq(familyInvites.invitedBy, ownerId), inArray(familyInvites.status, OPEN)))
    .limit(1);
  return row !== undefined;
}

/** A code that can still be used at `now`. */
export async function usableInvite(db: Database, code: string, now: Date) {
  const [invite] = await db
    .select()
    .from(familyInvites)
    .where(
      and(eq(familyInvites.id, code), eq(familyInvites.status, 'pending'), gt(familyInvites.expiresAt, now)),
    );
  return invite;
}

/**
 * The newest open invitation to an address (e-mails compared lower-cased,
 * docs/product/specification.md#invite-lookup-at-signup).
 */
export async function pendingInviteFor(db: Database, email: string, now: Date) {
  const [invite] = await db
    .select()
    .from(familyInvites)
    .where(
      and(
        sql`lower(${familyInvites.email}) = ${email.toLowerCase()}`,
        eq(familyInvites.status, 'pending'),
        gt(familyInvites.expiresAt, now),
      ),
    )
    .limit(1);
  return invite;
}

export async function inviteAwaitingApproval(db: Database, ownerId: string, inviteId: string) {
  const [invite] = await db
    .select()
    .from(familyInvites)
    .where(
      and(
        eq(familyInvites.id, inviteId),
        eq(familyInvites.invitedBy, ownerId),
        eq(familyInvites.status, 'awaiting_approval'),
      ),
    );
  return invite;
}

/**
 * The invitation this user used with another e-mail address and that still waits for its inviter's
 * approval, with the inviter's first name (shown to the user as "Waiting for {name}'s approval").
 */
export async function requestAwaitingApproval(db: Database, userId: string) {
  const [row] = await db
    .select({ inviteId: familyInvites.id, inviterFirstName: users.firstName })
    .from(familyInvites)
    .innerJoin(users, eq(users.id, familyInvites.invitedBy))
    .where(and(eq(familyInvites.acceptedBy, userId), eq(familyInvites.status, 'awaiting_approval')))
    .limit(1);
  return row;
}

export async function insertInvite(
  db: Database,
  values: { id: string; email: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await db.insert(familyInvites).values(values);
}

/**
 * Locks the owner's row for the caller's transaction: joins into one family (on any instance) then take
 * turns, so each sees the member the one before it added.
 */
export async function lockOwner(db: Database, ownerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/**
 * Joins the user to the owner's family in the caller's transaction. The invitation is claimed first, and
 * only in the state the caller read it in (`pending` for a code used with its own address,
 * `awaiting_approval` by this user for an approval): a request that read it before someone else used it
 * finds nothing to claim, and nothing is written.
 */
export async function joinFamily(
  db: Database,
  join: { userId: string; ownerId: string; inviteId: string; from: 'pending' | 'awaiting_approval' },
): Promise<boolean> {
  const claimed = await db
    .update(familyInvites)
    .set({ status: 'accepted', acceptedBy: join.userId })
    .where(
      and(
        eq(familyInvites.id, join.inviteId),
        eq(familyInvites.invitedBy, join.ownerId),
        eq(familyInvites.status, join.from),
        ...(join.from === 'awaiting_approval' ? [eq(familyInvites.acceptedBy, join.userId)] : []),
      ),
    )
    .returning({ id: familyInvites.id });
  if (claimed.length === 0) return false;
  await db.update(users).set({ familyId: join.ownerId }).where(eq(users.id, join.userId));
  return true;
}

/** Conditional: joining another family meanwhile must not be overwritten by becoming an owner. */
export async function becomeOwner(db: Database, ownerId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ familyId: ownerId })
    .where(and(eq(users.id, ownerId), or(isNull(users.familyId), eq(users.familyId, ownerId))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function revokeInvite(db: Database, ownerId: string, inviteId: string): Promise<boolean> {
  const rows = await db
    .update(familyInvites)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(familyInvites.id, inviteId),
        eq(familyInvites.invitedBy, ownerId),
        inArray(familyInvites.status, OPEN),
      ),
    )
    .returning({ id: familyInvites.id });
  return rows.length > 0;
}

/**
 * A code used with another e-mail address waits for the inviter's approval, if it is still unused at
 * `now`: a request that read it before the partner joined must not turn it back into a request.
 */
export async function awaitApproval(
  db: Database,
  inviteId: string,
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(familyInvites)
    .set({ status: 'awaiting_approval', acceptedBy: userId })
    .where(
      and(
        eq(familyInvites.id, inviteId),
        eq(familyInvites.status, 'pending'),
        gt(familyInvites.expiresAt, now),
      ),
    )
    .returning({ id: familyInvites.id });
  return rows.length > 0;
}

export async function removeMember(db: Database, ownerId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ familyId: null })
    .where(and(eq(users.id, memberId), eq(users.familyId, ownerId), ne(users.id, ownerId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A member leaves the family they are in; an owner is not "in" their own. */
export async function leaveFamily(db: Database, memberId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ familyId: null })
    .where(and(eq(users.id, memberId), ne(users.familyId, memberId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
