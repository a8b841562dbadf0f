package retrykit.grader.property;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A property test that is one rubric item worth {@code points}. Its {@code @DisplayName} is the
 * item's name as a learner reads it; its method name is the item's stable id.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Test
@Tag("property")
@ExtendWith(PropertyExtension.class)
public @interface Property {
    /** What the item is worth. */
    int points();

    /**
     * The most cases this property tries, for properties whose every case is costly (a real HTTP
     * exchange); 0 means the run's setting. A run asking for fewer tries still gets fewer.
     */
    int tries() default 0;
}
