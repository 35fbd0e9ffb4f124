/**
 * Passwords of twelve characters or more that appear at the top of public breach statistics;
 * refused for staff accounts (shorter ones are refused by length already).
 */
export const commonPasswords = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456123456", "111111111111", "000000000000",
  "qwertyuiopas", "qwertyuiop123", "qwerty123456", "1q2w3e4r5t6y", "1qaz2wsx3edc", "zaq12wsxcde3",
  "password1234", "password12345", "password123!", "passwort1234", "passwort123!", "passwordpassword",
  "iloveyou1234", "letmein12345", "welcome12345", "welcome123456", "administrator", "admin1234567",
  "adminadmin123", "changeme1234", "football1234", "baseball1234", "superman1234", "sunshine1234",
  "princess1234", "starwars1234", "dragon123456", "monkey123456", "trustno1trustno1", "abc123abc123",
  "abcdefghijkl", "abcdef123456", "asdfghjkl123", "asdfghjklöä", "hallo1234567", "ichliebedich1",
  "schatz123456", "sommer123456", "fussball1234", "arcpetair123", "arcpetair2026", "petairtransport",
]);
