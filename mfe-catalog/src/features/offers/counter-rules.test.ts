import { COUNTER_MESSAGES, checkCounter } from './counter-rules';

const offer = { amount: 95, productPrice: 120 };

describe('checkCounter', () => {
  it('takes an amount between the offer and the asking price', () => {
    expect(checkCounter('110', offer)).toEqual({ amount: 110 });
    expect(checkCounter('$95.01', offer)).toEqual({ amount: 95.01 });
  });

  it('refuses the offer itself, the asking price and anything outside', () => {
    for (const text of ['95', '120', '90', '130'])
      expect(checkCounter(text, offer)).toEqual({ error: COUNTER_MESSAGES.outOfRange });
  });

  it('asks for an amount when the box is empty or holds something else', () => {
    expect(checkCounter('  ', offer)).toEqual({ error: COUNTER_MESSAGES.required });
    expect(checkCounter('a lot', offer)).toEqual({ error: COUNTER_MESSAGES.notANumber });
  });
});
