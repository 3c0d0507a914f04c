// The one page of the bare-Next floor: server-rendered like every Playnote route, and nothing else.
export default function Home({ now }) {
  return <main><h1>Bare</h1><p>{now}</p></main>;
}

export async function getServerSideProps() {
  return { props: { now: new Date().toISOString() } };
}
