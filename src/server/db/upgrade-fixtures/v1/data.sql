-- Rows as release v1 stored them. The password of both users is 'upgrade-pass1'.
INSERT INTO "users" ("id", "username", "first_name", "last_name", "email", "phone_num", "gender", "password_hash", "is_admin") VALUES
  (1, 'oldcook', 'Olga', 'Oldcook', 'olga@example.com', '5550001111', 'female', '$argon2id$v=19$m=19456,t=2,p=1$cAaJDRxvkKBMLst6vVAFzw$c7jgbq0M+HdJcBvwCIYhjMHUd/TY/USY423ZeFUdvv4', false),
  (2, 'oldadmin', 'Adam', 'Admin', 'adam@example.com', '5550002222', 'male', '$argon2id$v=19$m=19456,t=2,p=1$cAaJDRxvkKBMLst6vVAFzw$c7jgbq0M+HdJcBvwCIYhjMHUd/TY/USY423ZeFUdvv4', true);
INSERT INTO "cuisines" ("id", "name") VALUES (1, 'pasta'), (2, 'mexican');
INSERT INTO "restrictions" ("id", "name") VALUES (1, 'vegetarian');
INSERT INTO "appliances" ("id", "name") VALUES (1, 'oven');
INSERT INTO "ingredients" ("id", "name") VALUES (1, 'flour'), (2, 'tomato'), (3, 'cheese');
INSERT INTO "recipes" ("id", "name", "url", "img", "servings", "cook_time", "is_active") VALUES
  (1, 'Old Margherita', 'https://example.com/margherita', '/images/cuisines/pasta.svg', 2, 25, true),
  (2, 'Old Quesadilla', 'https://example.com/quesadilla', '/images/cuisines/mexican.svg', 1, 10, true),
  (3, 'Retired Stew', 'https://example.com/stew', '/images/cuisines/soup.svg', 4, 90, false);
INSERT INTO "recipe_cuisines" ("recipe_id", "cuisine_id") VALUES (1, 1), (2, 2), (3, 1);
INSERT INTO "recipe_restrictions" ("recipe_id", "restriction_id") VALUES (1, 1);
INSERT INTO "recipe_appliances" ("recipe_id", "appliance_id") VALUES (1, 1), (3, 1);
INSERT INTO "line_items" ("recipe_id", "ingredient_id", "qty", "measurement", "position") VALUES
  (1, 1, 1.5, 'cup', 0), (1, 2, 0.3333, 'cup', 1), (1, 3, 4, 'oz', 2),
  (2, 3, 0.5, 'cup', 0), (3, 2, 6, 'whole', 0);
INSERT INTO "likes" ("user_id", "recipe_id") VALUES (1, 1), (2, 2);
INSERT INTO "dislikes" ("user_id", "recipe_id") VALUES (1, 2);
INSERT INTO "shopping_lists" ("id", "user_id", "is_completed", "completed_at") VALUES
  (1, 1, true, '2026-01-02T10:00:00Z'), (2, 1, false, NULL);
INSERT INTO "shopping_list_recipes" ("list_id", "recipe_id") VALUES (1, 1), (1, 2), (2, 2);
INSERT INTO "suggestions" ("user_id", "url", "status", "admin_response") VALUES
  (1, 'https://example.com/new-dish', 'Approved', 'Added, thanks!'), (NULL, 'https://example.com/orphan', 'Pending', '');
SELECT setval(pg_get_serial_sequence('users', 'id'), 2);
SELECT setval(pg_get_serial_sequence('recipes', 'id'), 3);
SELECT setval(pg_get_serial_sequence('shopping_lists', 'id'), 2);
SELECT setval(pg_get_serial_sequence('cuisines', 'id'), 2);
SELECT setval(pg_get_serial_sequence('ingredients', 'id'), 3);
