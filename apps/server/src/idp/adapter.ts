// OPS-2: the embedded provider's state (sessions, grants, interactions, tokens, replay detection:
// every model oidc-provider stores) in our database, so a sign-in begun on one instance finishes on
// another and survives a restart. One table for all models, as oidc-provider's example adapters do;
// expired rows are invisible at once and deleted by housekeeping (purgeExpiredProviderModels).
import type { Kysely } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/types.js';
import type { OidcModelsTable } from '../db/provider-state-types.js';

const isoNow = () => new Date().toISOString();

function fromRow(
  row: Pick<OidcModelsTable, 'payload' | 'consumed_at'> | undefined,
): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  // `consumed` lives in its own column so consume() is one UPDATE that cannot lose a concurrent upsert.
  return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
}

export class KyselyProviderAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
    };
    await this.db
      .insertInto('oidc_models')
      .values({ model: this.model, model_id: id, consumed_at: null, ...values })
      .onConflict((oc) => oc.columns(['model', 'model_id']).doUpdateSet(values))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return fromRow(await this.live().where('model_id', '=', id).executeTakeFirst());
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return fromRow(await this.live().where('uid', '=', uid).executeTakeFirst());
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return fromRow(await this.live().where('user_code', '=', userCode).executeTakeFirst());
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_models')
      .set({ consumed_at: Math.floor(Date.now() / 1000) })
      .where('model', '=', this.model)
      .where('model_id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_models')
      .where('model', '=', this.model)
      .where('model_id', '=', id)
      .execute();
  }

  /** Every model issued under the grant goes (tokens, codes), whichever adapter is asked. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
  }

  /** This model's rows that have not expired. */
  private live() {
    return this.db
      .selectFrom('oidc_models')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', isoNow())]));
  }
}

export const providerAdapter =
  (db: Kysely<Database>): AdapterFactory =>
  (model) =>
    new KyselyProviderAdapter(db, model);

/** Housekeeping (OPS-3): deletes the provider's expired rows; answers how many. */
export async function purgeExpiredProviderModels(db: Kysely<Database>, nowIso: string): Promise<number> {
  const result = await db.deleteFrom('oidc_models').where('expires_at', '<=', nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
