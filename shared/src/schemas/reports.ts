import { Type } from '@sinclair/typebox';
import { NonBlank, Uuid } from './common';

export const CreateReportBody = Type.Object(
  { productId: Uuid, reason: NonBlank(500) },
  { additionalProperties: false },
);

export const Report = Type.Object({
  _id: Type.String(),
  productId: Type.String(),
  reason: Type.String(),
  reporterEmail: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** One reported product with every open report on it (GET /reports). */
export const ReportedProduct = Type.Object({
  product: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    picture: Type.String(),
    sellerName: Type.String(),
    sellerEmail: Type.String(),
    resalePrice: Type.Number(),
  }),
  reports: Type.Array(Report),
});

export const ReportedProducts = Type.Array(ReportedProduct);

export const DeleteReportsQuery = Type.Object({ productId: Uuid });
