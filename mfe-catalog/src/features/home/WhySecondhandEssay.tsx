/** The home page's essay (spec: 'Why shop for secondhand furniture first?'). */
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

export const ESSAY_TITLE = 'Why shop for secondhand furniture first?';

const Essay = styled.article`
  max-width: 48rem;
  p {
    margin: 0 0 ${theme.space(3)};
  }
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(1)};
    font-size: 1.05rem;
  }
`;

export function WhySecondhandEssay() {
  return (
    <Essay aria-labelledby="essay-heading">
      <h2 id="essay-heading">{ESSAY_TITLE}</h2>
      <p>
        A solid wooden bed frame or dining table is built to last decades, yet most are sold on after a few
        years because someone moved, had a baby or simply changed taste. Buying secondhand lets you take over
        the best years of a piece rather than its first, most expensive ones.
      </p>
      <h3>It costs a fraction of new</h3>
      <p>
        Furniture loses most of its shop price the day it leaves the showroom, not because it wears out but
        because it is no longer new. Listings here routinely ask a third or less of the original price, which
        is shown next to the sell price on every card so you can judge the deal yourself.
      </p>
      <h3>It is kinder to the planet</h3>
      <p>
        Every wardrobe that finds a second home is one less in a landfill and one less made from fresh timber,
        foam and steel. Reuse is the greenest option there is: no factory, no long-haul shipping, only a short
        trip across town.
      </p>
      <h3>Older pieces are often better made</h3>
      <p>
        Solid hardwood, dovetail joints and real veneer are common in furniture from a decade or two ago and
        rare in flat-pack today. Secondhand, you can afford quality that would be out of reach new, and you
        can see and touch it before you pay.
      </p>
      <h3>You meet the seller</h3>
      <p>
        Each listing shows how long the item was used, where it is and who is selling it. Book it, agree on a
        place to meet, check it in person, and only then hand over the money. Start with the categories above.
      </p>
    </Essay>
  );
}
