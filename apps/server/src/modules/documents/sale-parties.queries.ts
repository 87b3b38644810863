import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certifications, orders, organisations } from '../../db/schema';
import { buyerOrg } from './order-summaries.queries';

/** Everything a document of the sale prints about its parties, beyond the order itself. */
export interface SaleParties {
  seller: {
    name: string;
    companyCode: string | null;
    address: string | null;
    contactPerson: string | null;
    contactPhone: string | null;
  };
  buyer: {
    orgType: 'platform' | 'company' | 'personal';
    orgName: string;
    companyCode: string | null;
    /** The certified name and ID number of a person buying for themself. */
    certifiedName: string | null;
    /** The number as papers print it; the full one never leaves its sealed column here. */
    idNumberMasked: string | null;
  };
  platform: { name: string; address: string | null; contactPhone: string | null };
}

const platformOrg = alias(organisations, 'platform_org');

/** The parties a sale's documents print. */
export function createSalePartiesQueries(db: Db) {
  return {
    async parties(orderId: number): Promise<SaleParties | undefined> {
      const [row] = await db
        .select({
          sellerName: organisations.name,
          sellerCode: organisations.companyCode,
          sellerAddress: sql<
            string | null
          >`nullif(concat_ws(' ', ${organisations.companyAddr}, ${organisations.detailAddr}), '')`,
          sellerContact: organisations.contactPerson,
          sellerPhone: organisations.contactPhone,
          buyerOrgType: buyerOrg.type,
          buyerOrgName: buyerOrg.name,
          buyerCode: buyerOrg.companyCode,
          certifiedName: certifications.subjectName,
          idNumberMasked: certifications.idNumberMasked,
          platformName: platformOrg.name,
          platformAddress: sql<
            string | null
          >`nullif(concat_ws(' ', ${platformOrg.companyAddr}, ${platformOrg.detailAddr}), '')`,
          platformPhone: platformOrg.contactPhone,
        })
        .from(orders)
        .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
        .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
        .leftJoin(
          certifications,
          and(eq(certifications.userId, orders.buyerUserId), eq(certifications.status, 'approved')),
        )
        .leftJoin(
          platformOrg,
          and(eq(platformOrg.tenantId, organisations.tenantId), eq(platformOrg.type, 'platform')),
        )
        .where(eq(orders.id, orderId))
        .orderBy(asc(platformOrg.id))
        .limit(1);
      if (!row) return undefined;
      return {
        seller: {
          name: row.sellerName,
          companyCode: row.sellerCode,
          address: row.sellerAddress,
          contactPerson: row.sellerContact,
          contactPhone: row.sellerPhone,
        },
        buyer: {
          orgType: row.buyerOrgType,
          orgName: row.buyerOrgName,
          companyCode: row.buyerCode,
          certifiedName: row.certifiedName,
          idNumberMasked: row.idNumberMasked,
        },
        platform: {
          name: row.platformName ?? '竞价交易平台',
          address: row.platformAddress,
          contactPhone: row.platformPhone,
        },
      };
    },
  };
}
