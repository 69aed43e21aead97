// Valid CPF/CNPJ numbers for test data, made fresh so every spec's data is its own.
const rand = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));

export function randomCpf(): string {
  const d = rand(9);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((a, x, i) => a + x * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join("");
}

export function randomCnpj(): string {
  const d = [...rand(8), 0, 0, 0, 1];
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const r = weights.reduce((a, w, i) => a + w * d[i], 0) % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join("");
}

export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
