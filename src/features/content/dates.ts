/** The platform's dates arrive as YYYY-MM-DD; promotions show them as YYYY/MM/DD. */
export const promotionDate = (date: string) => date.replaceAll('-', '/');

/** A promotion's period: start – end, or start and "long term" when it has no end. */
export function promotionPeriod(promotion: { startDate: string; endDate: string | null; noExpiry: 0 | 1 }, longTerm: string): string {
  if (promotion.noExpiry === 1 || !promotion.endDate) return `${promotionDate(promotion.startDate)} – ${longTerm}`;
  return `${promotionDate(promotion.startDate)} – ${promotionDate(promotion.endDate)}`;
}
