import { z } from "zod";

// Passwords people pick first, at least 10 characters long (shorter ones fail the length rule):
// refused everywhere a password is set. Compared lower-cased.
const COMMON = new Set([
  "1234567890", "0123456789", "12345678910", "123456789a", "a123456789", "1234567890a", "0987654321", "1111111111", "0000000000",
  "1234512345", "1122334455", "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4t5", "qwertyuiop", "qwerty1234", "qwerty12345", "qwerty123456",
  "asdfghjkl1", "asdfghjkl;", "zxcvbnm123", "1qaz2wsx3edc", "qazwsxedc123", "password12", "password123", "password1234", "passw0rd123",
  "p@ssw0rd123", "p@ssword123", "iloveyou12", "iloveyou123", "princess123", "football123", "baseball123", "superman123", "batman1234",
  "welcome123", "welcome1234", "letmein123", "trustno1234", "dragon1234", "monkey12345", "sunshine123", "starwars123", "master12345",
  "administrator", "admin12345", "admin123456", "adminadmin", "changeme123", "abcdefghij", "abcdef123456", "abc1234567", "abcd123456",
  "senha12345", "senha123456", "senha1234567", "minhasenha", "minhasenha1", "minhasenha123", "mudar12345", "mudar123456", "trocar1234",
  "brasil1234", "brasil123456", "flamengo123", "corinthians", "corinthians1", "palmeiras123", "saopaulo123", "vasco12345", "gremio1234",
  "internacional", "cruzeiro123", "botafogo123", "fluminense1", "santos12345", "jesus12345", "jesuscristo", "deusefiel", "deus123456",
  "amor123456", "teamo12345", "eutecamo", "felicidade", "felicidade1", "familia123", "familia1234", "chocolate1", "chocolate123",
  "qwertyqwerty", "aaaaaaaaaa", "abcabcabc1", "computador", "computador1", "colmeia123", "colmeia1234", "beehive123", "pagamentos",
]);

export const passwordSchema = z
  .string()
  .min(10, "must have at least 10 characters")
  .max(200, "must have at most 200 characters")
  .refine((p) => !COMMON.has(p.toLowerCase()), "is one of the most common passwords: choose another");
