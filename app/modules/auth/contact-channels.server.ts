import { eq } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { users } from "~/database/schema";
import type { ContactChannels } from "./contact-channels";

const columns = {
  name: users.name,
  whatsapp: users.whatsapp,
  wechat: users.wechat,
  phone: users.phone,
  notifyByMail: users.notifyByMail,
  chatWebhook: users.chatWebhook,
};

/** A person's contact details and how new enquiries reach them, for their own account page. */
export async function readContactChannels(db: DatabaseExecutor, userId: string): Promise<ContactChannels | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function saveContactChannels(db: DatabaseExecutor, userId: string, channels: ContactChannels): Promise<boolean> {
  const updated = await db.update(users).set(channels).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}
