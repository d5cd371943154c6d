/** The blog's question-and-answer articles. Plain data so the page stays a simple renderer. */
export interface Article {
  id: string;
  question: string;
  paragraphs: string[];
  /** A short example shown after the paragraphs. */
  code?: string;
}

export const ARTICLES: readonly Article[] = [
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    paragraphs: [
      'State is any data that changes while the app runs and that the UI must reflect. The first question is not which library to use but where a piece of state belongs. Most bugs around state come from keeping it in the wrong place or keeping two copies of it.',
      'Local state (useState, useReducer) belongs to one component and its children: whether a modal is open, what is typed in a field. Lift it to the closest common parent when two siblings need it, and pass it down as props. When that chain becomes long, React context shares a value with a whole subtree without threading props through every level; it suits values that change rarely, such as the theme or the signed-in user.',
      'Server state is different in kind: it lives on the server, can go stale, must be fetched, cached, retried and refetched. Libraries such as TanStack Query or SWR own that job and remove most hand-written loading and error flags. This site uses TanStack Query with a five-minute cache and three retries.',
      'Global client state that many distant components change — a shopping cart, a multi-step wizard — fits a small store such as Zustand, Redux Toolkit or Jotai. Finally, the URL is state too: filters, sort order and the current page belong in the query string so that reload, back button and shared links all work.',
    ],
    code: 'const [open, setOpen] = useState(false);           // local\nconst { data } = useQuery({ queryKey, queryFn });   // server\nconst cart = useCartStore((s) => s.items);          // global client\nconst [params] = useSearchParams();                 // URL',
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    paragraphs: [
      'Every JavaScript object has a hidden link, [[Prototype]], to another object or to null. When you read a property the object does not have, the engine follows that link and looks there, then on that object\u2019s prototype, and so on up the chain until it finds the property or reaches null and returns undefined.',
      'Writing a property works differently: it always creates or changes the property on the object itself, never on its prototype. That is how an object can override an inherited method, and why methods shared through a prototype are stored only once in memory no matter how many objects use them.',
      'Constructor functions and the class syntax are built on the same mechanism. new Sofa() creates an object whose prototype is Sofa.prototype; class Sofa extends Furniture sets Sofa.prototype\u2019s own prototype to Furniture.prototype. Object.create(proto) makes the link directly, and Object.getPrototypeOf(obj) reads it.',
      'Unlike classical inheritance, the chain is live: adding a method to a prototype makes it available at once to every object that inherits from it. That power is also a danger, which is why changing built-in prototypes such as Array.prototype is avoided.',
    ],
    code: "const furniture = { describe() { return this.name + ', ' + this.years + ' years old'; } };\nconst sofa = Object.create(furniture);\nsofa.name = 'Sofa';\nsofa.years = 3;\nsofa.describe(); // 'Sofa, 3 years old' \u2014 found on the prototype",
  },
  {
    id: 'unit-tests',
    question: 'What are unit tests and why should we write them?',
    paragraphs: [
      'A unit test checks one small piece of code — a function, a hook, a component — in isolation, by calling it with known input and asserting on what comes out. It runs in milliseconds, needs no browser or server, and says precisely which piece broke.',
      'Tests pay for themselves in three ways. They catch regressions: when a change breaks behaviour that used to work, the suite fails before users notice. They make refactoring safe, because you can reshape code and prove it still does the same thing. And they document intent: a test named \u201cdisables Buy Now on a booked product\u201d tells the next developer what the code is for.',
      'Good tests exercise behaviour, not implementation. For components, Testing Library encourages querying the page the way a user would — by role, label and visible text — so the test survives a change of markup but fails when the feature breaks. A test that cannot fail, because it only repeats the code or mocks away the thing under test, is worse than none.',
      'Unit tests sit at the base of the testing pyramid: many fast unit tests, fewer integration tests across modules, and a handful of end-to-end tests that drive the real site in a browser.',
    ],
    code: "it('shows an inline error and sends nothing when the phone is empty', async () => {\n  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));\n  expect(screen.getByText('Phone number is required')).toBeVisible();\n  expect(post).not.toHaveBeenCalled();\n});",
  },
  {
    id: 'framework-comparison',
    question: 'React vs. Angular vs. Vue: how do they differ?',
    paragraphs: [
      'React is a library for building user interfaces from components written in JSX. It deliberately leaves routing, data fetching and forms to the ecosystem, so a React project chooses its own stack (React Router, TanStack Query, React Hook Form\u2026). Updates flow one way: state changes, React re-renders and reconciles the result with the DOM.',
      'Angular is a complete framework maintained by Google. It ships routing, forms, an HTTP client, dependency injection and a CLI, and it is written in TypeScript with HTML templates and decorators. Its opinions make large teams consistent, at the cost of a steeper learning curve and more ceremony for small apps. Signals now give it fine-grained reactivity.',
      'Vue sits between the two. Single-file components keep template, script and style together; its reactivity system tracks which data each part of the template uses, so only what changed updates. The official router and the Pinia store cover most needs, and the Options API makes it approachable while the Composition API scales to larger code bases.',
      'All three are fast enough for almost any product. The real choice rests on the team: the skills it has, how much structure it wants handed to it, and the ecosystem it needs. This marketplace uses React because module federation, our component libraries and our hiring pool all favour it.',
    ],
  },
];
