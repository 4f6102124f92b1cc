-- The cashier pays what the promotions, banners and the welcome popup promise (server/seed/deposit-offers.ts):
-- the welcome bonus is 100% of a first deposit of ₱100 or more, up to ₱22,222, with 15× turnover; the
-- reload bonus is 50% of a deposit of ₱500 or more, up to ₱2,500, with 12× turnover. They paid ₱2,000 and
-- 10% up to ₱1,000 while the promises said otherwise.
UPDATE deposit_bonuses
   SET name = 'Welcome bonus 100%', percent = 100, max_cents = 2222200, min_deposit_cents = 10000, turnover_multiple = 15
 WHERE code = 'FIRST100';
UPDATE deposit_bonuses
   SET name = 'Reload bonus 50%', percent = 50, max_cents = 250000, min_deposit_cents = 50000, turnover_multiple = 12
 WHERE code = 'RELOAD10';
