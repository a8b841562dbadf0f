package retrykit.grader.roster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A learner's name is data: no cell of the gradebook may start what a spreadsheet runs as a formula. */
class GradebookTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "a plain name        | alice               | alice",
                "an equals sign      | =1+1                | '=1+1",
                "a plus              | +1                  | '+1",
                "a minus             | -1+2                | '-1+2",
                "an at sign          | @SUM(A1)            | '@SUM(A1)",
                "a comma is quoted   | a,b                 | `\"a,b\"`",
                "a quote is doubled  | `say \"hi\"`        | `\"say \"\"hi\"\"\"`",
            })
    void cells(String what, String text, String expected) {
        assertThat(Gradebook.cell(text)).as(what).isEqualTo(expected);
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName(
            "a multi-line cell, a leading tab, CR or line feed, and full-width signs are defused too")
    void cellsThatSlippedThrough() {
        assertThat(Gradebook.cell("=HYPERLINK(\"http://x\")\nsecond line"))
                .isEqualTo("\"'=HYPERLINK(\"\"http://x\"\")\nsecond line\"");
        assertThat(Gradebook.cell("\t=1+1")).isEqualTo("'\t=1+1");
        assertThat(Gradebook.cell("\r=1+1")).isEqualTo("\"'\r=1+1\"");
        assertThat(Gradebook.cell("\n=1+1")).isEqualTo("\"'\n=1+1\"");
        assertThat(Gradebook.cell("\uFF1D1+1")).isEqualTo("'\uFF1D1+1");
        assertThat(Gradebook.cell("two\nlines")).isEqualTo("\"two\nlines\"");
    }
}
