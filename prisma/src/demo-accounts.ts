import type { Prisma } from '../generated/client/client.ts';
import type { Database } from './client.ts';
import { seedIds } from './seed-ids.ts';

/** The one password of every demo account that has one (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo!2026pass';

/**
 * argon2id of DEMO_PASSWORD with @node-rs/argon2's defaults (m=19456, t=2, p=1), computed once.
 * argon2 lives in @wl/api, which this package must not depend on; a constant is fine for
 * demo data, and it keeps seeding instant. The API verifies it like any other stored hash.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$MHjM5AeLKNwiuGrNDkagMw$QtUne4UqWb4/EOJqpxYNhutABirOJ6R5nquwzxB8KYk';

/**
 * The TOTP secret (base32, 20 bytes: "demo-2fa-secret-2026") of doradca2fa@demo.localhost, fixed
 * so the README can show how to produce codes (`oathtool --totp -b …` or an authenticator app).
 */
export const DEMO_TOTP_SECRET = 'MRSW23ZNGJTGCLLTMVRXEZLUFUZDAMRW';

/** The demo operator of the console (README "Demo accounts"): the demo password, no TOTP. */
export const DEMO_OPERATOR_EMAIL = 'operator@demo.localhost';

interface DemoNetwork {
  id: string;
  tenantId: string;
  name: string;
}

interface DemoAdvisor {
  userId: string;
  advisorId: string;
  tenantId: string;
  email: string;
  firstName: string;
  surname: string;
  role: 'advisor' | 'coordinator' | 'admin';
  status: 'initial' | 'active';
  /** Without a password the advisor is `initial` and activates by the mail link. */
  password: boolean;
  totp: boolean;
  externalId: string;
  documentNumber: string;
  networks: string[];
  coordinates: string[];
}

interface DemoInvestor {
  userId: string;
  investorId: string;
  tenantId: string;
  email: string;
  firstName: string;
  surname: string;
}

const { networks, users, advisors, investors } = seedIds;

export const demoNetworks: DemoNetwork[] = [
  { id: networks.north, tenantId: seedIds.demoTenant, name: 'Sieć Północ' },
  { id: networks.south, tenantId: seedIds.demoTenant, name: 'Sieć Południe' },
  { id: networks.customHeadOffice, tenantId: seedIds.customTenant, name: 'Head Office' },
];

export const demoAdvisors: DemoAdvisor[] = [
  {
    userId: users.demoAdmin,
    advisorId: advisors.demoAdmin,
    tenantId: seedIds.demoTenant,
    email: 'admin@demo.localhost',
    firstName: 'Agnieszka',
    surname: 'Nowak',
    role: 'admin',
    status: 'active',
    password: true,
    totp: false,
    externalId: 'DEMO-ADM-001',
    documentNumber: 'DEM101001',
    networks: [networks.north, networks.south],
    coordinates: [],
  },
  {
    userId: users.demoCoordinator,
    advisorId: advisors.demoCoordinator,
    tenantId: seedIds.demoTenant,
    email: 'koordynator@demo.localhost',
    firstName: 'Krzysztof',
    surname: 'Wiśniewski',
    role: 'coordinator',
    status: 'active',
    password: true,
    totp: false,
    externalId: 'DEMO-KOO-001',
    documentNumber: 'DEM401002',
    networks: [networks.north, networks.south],
    coordinates: [networks.north, networks.south],
  },
  {
    userId: users.demoAdvisor,
    advisorId: advisors.demoAdvisor,
    tenantId: seedIds.demoTenant,
    email: 'doradca@demo.localhost',
    firstName: 'Dawid',
    surname: 'Kowalski',
    role: 'advisor',
    status: 'active',
    password: true,
    totp: false,
    externalId: 'DEMO-DOR-001',
    documentNumber: 'DEM701003',
    networks: [networks.north],
    coordinates: [],
  },
  {
    userId: users.demoAdvisor2fa,
    advisorId: advisors.demoAdvisor2fa,
    tenantId: seedIds.demoTenant,
    email: 'doradca2fa@demo.localhost',
    firstName: 'Dorota',
    surname: 'Zielińska',
    role: 'advisor',
    status: 'active',
    password: true,
    totp: true,
    externalId: 'DEMO-DOR-002',
    documentNumber: 'DEM001004',
    networks: [networks.south],
    coordinates: [],
  },
  {
    userId: users.demoAdvisorInitial,
    advisorId: advisors.demoAdvisorInitial,
    tenantId: seedIds.demoTenant,
    email: 'nowy.doradca@demo.localhost',
    firstName: 'Michał',
    surname: 'Lewandowski',
    role: 'advisor',
    status: 'initial',
    password: false,
    totp: false,
    externalId: 'DEMO-DOR-003',
    documentNumber: 'DEM301005',
    networks: [networks.north],
    coordinates: [],
  },
  {
    userId: users.customAdmin,
    advisorId: advisors.customAdmin,
    tenantId: seedIds.customTenant,
    email: 'admin@custom.localhost',
    firstName: 'Alex',
    surname: 'Morgan',
    role: 'admin',
    status: 'active',
    password: true,
    totp: false,
    externalId: 'CC-ADM-001',
    documentNumber: 'CUS801001',
    networks: [networks.customHeadOffice],
    coordinates: [],
  },
];

export const demoInvestors: DemoInvestor[] = [
  {
    userId: users.demoInvestor,
    investorId: investors.demoInvestor,
    tenantId: seedIds.demoTenant,
    email: 'inwestor@demo.localhost',
    firstName: 'Piotr',
    surname: 'Zając',
  },
  {
    userId: users.demoInvestor2,
    investorId: investors.demoInvestor2,
    tenantId: seedIds.demoTenant,
    email: 'inwestorka@demo.localhost',
    firstName: 'Maria',
    surname: 'Wójcik',
  },
];

type Tx = Prisma.TransactionClient;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** A network by its fixed id, or one of the same name made by hand; created when neither exists. */
async function ensureNetwork(db: Database, network: DemoNetwork): Promise<string> {
  const existing = await db.brokerNetwork.findFirst({
    where: { OR: [{ id: network.id }, { tenantId: network.tenantId, name: network.name }] },
  });
  if (existing) return existing.id;
  await db.brokerNetwork.create({ data: network });
  return network.id;
}

/** The tenant's account with the demo id or e-mail (left as it is), or a new one. */
async function ensureUser(tx: Tx, data: Prisma.UserUncheckedCreateInput & { id: string }): Promise<string> {
  const existing = await tx.user.findFirst({
    where: { OR: [{ id: data.id }, { tenantId: data.tenantId, email: data.email }] },
  });
  if (existing) return existing.id;
  await tx.user.create({ data });
  return data.id;
}

async function ensureAdvisor(db: Database, account: DemoAdvisor, networkIds: Map<string, string>): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const userId = await ensureUser(tx, {
      id: account.userId,
      tenantId: account.tenantId,
      email: account.email,
      firstName: account.firstName,
      surname: account.surname,
      passwordHash: account.password ? DEMO_PASSWORD_HASH : null,
      ...(account.totp ? { totpSecret: DEMO_TOTP_SECRET, totpEnabled: true } : {}),
    });
    const existing = await tx.advisor.findFirst({
      where: { OR: [{ id: account.advisorId }, { tenantId: account.tenantId, userId }] },
    });
    if (existing) return false;
    const network = (id: string) => networkIds.get(id) ?? id;
    const year = new Date().getUTCFullYear();
    await tx.userContext.upsert({
      where: { userId_tenantId_type: { userId, tenantId: account.tenantId, type: 'advisor_panel' } },
      create: { userId, tenantId: account.tenantId, type: 'advisor_panel' },
      update: {},
    });
    await tx.advisor.create({
      data: {
        id: account.advisorId,
        tenantId: account.tenantId,
        userId,
        role: account.role,
        status: account.status,
        externalId: account.externalId,
        documentType: 'ID_CARD',
        documentNumber: account.documentNumber,
        documentExpiryDate: utcDate(year + 5, 6, 30),
        country: 'PL',
        powerOfAttorneyStart: utcDate(year - 1, 1, 1),
        powerOfAttorneyEnd: account.role === 'advisor' ? utcDate(year + 2, 12, 31) : null,
        networks: { create: account.networks.map((id) => ({ networkId: network(id) })) },
        coordinatedNetworks: { create: account.coordinates.map((id) => ({ networkId: network(id) })) },
      },
    });
    return true;
  });
}

async function ensureInvestor(db: Database, account: DemoInvestor): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const userId = await ensureUser(tx, {
      id: account.userId,
      tenantId: account.tenantId,
      email: account.email,
      firstName: account.firstName,
      surname: account.surname,
    });
    const existing = await tx.investor.findFirst({
      where: { OR: [{ id: account.investorId }, { tenantId: account.tenantId, userId }] },
    });
    if (existing) return false;
    await tx.userContext.upsert({
      where: { userId_tenantId_type: { userId, tenantId: account.tenantId, type: 'investor_panel' } },
      create: { userId, tenantId: account.tenantId, type: 'investor_panel' },
      update: {},
    });
    await tx.investor.create({ data: { id: account.investorId, tenantId: account.tenantId, userId } });
    return true;
  });
}

/** The demo operator, unless an operator of that e-mail exists (left as it is). */
async function ensureDemoOperator(db: Database): Promise<boolean> {
  const existing = await db.operator.findUnique({ where: { email: DEMO_OPERATOR_EMAIL } });
  if (existing) return false;
  // Operators always have a second factor (decision 031): the demo one has the README's fixed secret.
  await db.operator.create({
    data: { email: DEMO_OPERATOR_EMAIL, passwordHash: DEMO_PASSWORD_HASH, totpSecret: DEMO_TOTP_SECRET, role: 'admin' },
  });
  return true;
}

/**
 * The demo accounts present in a database (by the fixed ids of `seedIds` or the README's e-mails,
 * and any account with the published demo password): a production server refuses to start while
 * there is one (issue #15, decision 031).
 */
export async function findDemoAccounts(db: Database): Promise<string[]> {
  const advisorAccounts = demoAdvisors.map((account) => ({ id: account.userId, email: account.email }));
  const investorAccounts = demoInvestors.map((account) => ({ id: account.userId, email: account.email }));
  const demo = [...advisorAccounts, ...investorAccounts];
  const [users, operators] = await Promise.all([
    db.user.findMany({
      where: {
        OR: [
          { id: { in: demo.map((account) => account.id) } },
          { email: { in: demo.map((account) => account.email) } },
          { passwordHash: DEMO_PASSWORD_HASH },
        ],
      },
      select: { email: true },
    }),
    db.operator.findMany({
      where: { OR: [{ email: DEMO_OPERATOR_EMAIL }, { passwordHash: DEMO_PASSWORD_HASH }] },
      select: { email: true },
    }),
  ]);
  return [...new Set([...users, ...operators].map((account) => account.email))].sort();
}

/**
 * The demo networks, advisors (admin, coordinator, advisors, one with 2FA, one still `initial`),
 * investors and the console operator of the README. An account that exists is left as it is, with its networks and
 * contexts: relations are only made together with the advisor or investor they belong to, so
 * re-seeding never undoes an edit. Returns the e-mails of the accounts created.
 */
export async function ensureDemoAccounts(db: Database): Promise<string[]> {
  const networkIds = new Map<string, string>();
  for (const network of demoNetworks) networkIds.set(network.id, await ensureNetwork(db, network));
  const created: string[] = [];
  for (const account of demoAdvisors) if (await ensureAdvisor(db, account, networkIds)) created.push(account.email);
  for (const account of demoInvestors) if (await ensureInvestor(db, account)) created.push(account.email);
  if (await ensureDemoOperator(db)) created.push(DEMO_OPERATOR_EMAIL);
  return created;
}
