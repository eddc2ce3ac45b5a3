import { checkContactPreferences } from '@portal/rules/contact';
import type { GatewayContext } from '../../context.js';
import {
  findContact,
  listPreferences,
  saveContact,
  savePreference,
} from '../../data/contact-repo.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notification-kinds.js';
import { findLanguage, findUser, saveLanguage } from '../../data/users-repo.js';
import { displayableName } from '../../domain/registration-rules.js';
import { badUserInput } from '../../errors/graphql-errors.js';
import type {
  ProfileResolvers,
  UserMutationsResolvers,
} from '../../generated/resolvers.generated.js';

const KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The profile's contact row, read once per request. */
const contactOf = (ctx: GatewayContext, uid: string) =>
  ctx.cache.once(`contact:${uid}`, () => findContact(ctx.db, uid));

/** The profile's contact fields: read for the signed-in parent only (the profile is theirs). */
export const profileContactFields: Pick<
  ProfileResolvers,
  'mobilePhone' | 'mailingAddress' | 'notificationPreferences' | 'language'
> = {
  language: async (profile, _args, ctx) => {
    const language = await findLanguage(ctx.db, profile.uid);
    return language === 'en' ? 'EN' : language === 'es' ? 'ES' : null;
  },
  mobilePhone: async (profile, _args, ctx) => (await contactOf(ctx, profile.uid)).mobilePhone,
  mailingAddress: async (profile, _args, ctx) => (await contactOf(ctx, profile.uid)).mailingAddress,
  // Every kind, in the order the portal lists them; both off until chosen.
  notificationPreferences: async (profile, _args, ctx) => {
    const chosen = new Map(
      (await listPreferences(ctx.db, profile.uid)).map((row) => [row.kind, row]),
    );
    return KINDS.map((kind) => ({
      kind,
      email: chosen.get(kind)?.email ?? false,
      sms: chosen.get(kind)?.sms ?? false,
    }));
  },
};

export const contactMutations: Pick<
  UserMutationsResolvers,
  'updateContactPreferences' | 'setLanguage'
> = {
  setLanguage: async (_parent, { language }, ctx) => {
    const { viewer } = ctx;
    await saveLanguage(ctx.db, {
      id: viewer.uid,
      email: viewer.email ?? null,
      name: displayableName(viewer.name),
      language: language.toLowerCase(),
    });
    const user = await findUser(ctx.db, viewer.uid);
    return {
      uid: viewer.uid,
      email: viewer.email ?? null,
      name: displayableName(user?.name) ?? displayableName(viewer.name),
    };
  },
  updateContactPreferences: async (_parent, { input }, ctx) => {
    const check = checkContactPreferences({
      mobilePhone: input.mobilePhone ?? null,
      mailingAddress: input.mailingAddress ?? null,
      preferences: input.preferences,
    });
    if ('problems' in check) throw badUserInput(check.problems);
    const { viewer } = ctx;
    await ctx.db.transaction(async (tx) => {
      await saveContact(tx, {
        id: viewer.uid,
        email: viewer.email ?? null,
        name: displayableName(viewer.name),
        mobilePhone: check.checked.mobilePhone,
        mailingAddress: check.checked.mailingAddress,
      });
      for (const preference of check.checked.preferences) {
        await savePreference(tx, viewer.uid, preference);
      }
    });
    const user = await findUser(ctx.db, viewer.uid);
    return {
      uid: viewer.uid,
      email: viewer.email ?? null,
      name: displayableName(user?.name) ?? displayableName(viewer.name),
    };
  },
};
